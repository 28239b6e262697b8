#!/bin/bash
# usage: cpustat.sh cmd... ; prints busy fraction of all cores over the run
read -r _ u n s i w x y z _ < /proc/stat; b1=$((u+n+s+x+y+z)); t1=$((u+n+s+i+w+x+y+z))
"$@"
read -r _ u n s i w x y z _ < /proc/stat; b2=$((u+n+s+x+y+z)); t2=$((u+n+s+i+w+x+y+z))
echo "busy $(( 100*(b2-b1)/(t2-t1) ))% user+sys jiffies $((b2-b1)) total $((t2-t1))"
