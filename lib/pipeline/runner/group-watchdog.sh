# Started by the build and by `npm run dev` in a session of its own, so that killing their process
# groups does not take it along. Its parent writes `+<group>` when it starts a child in a new
# process group and `-<group>` when that child has ended; when the parent's end of the pipe closes,
# for whatever reason (even SIGKILL, which the parent cannot catch), every group still listed is
# killed. A shell script, not Node: it lives as long as the build, in a small part of a Node process's memory.
groups=' '
while read -r line; do
  group=${line#?}
  case $line in
    +*) groups="$groups$group " ;;
    -*) case $groups in *" $group "*) groups="${groups%% "$group" *} ${groups#* "$group" }" ;; esac ;;
  esac
done
for group in $groups; do
  kill -KILL "-$group" 2>/dev/null
done
exit 0
