import { PageSpinner } from '@/components/progress/PageSpinner';

export default function Loading() {
  return <PageSpinner />;
}
