#!/bin/sh
# cg2.sh BIN TAG FORMAT MODE N: callgrind (cache and branch simulation) of N frames after 5 not counted
bin=$1; tag=$2; f=$3; d=$4; n=${5:-50}
valgrind --tool=callgrind --cache-sim=yes --branch-sim=yes --I1=32768,8,64 --D1=32768,8,64 --LL=1048576,8,64 --dump-instr=no --collect-atstart=no --toggle-collect='*frameB8Measured*' \
  --callgrind-out-file=/tmp/s3/cg/$tag-$f-$d.out $bin $n $f $d >/dev/null 2>/tmp/s3/cg/$tag-$f-$d.log
python3 - /tmp/s3/cg/$tag-$f-$d.out "$tag $f $d" $n <<'PY'
import sys
ev=None; tot=None
for l in open(sys.argv[1]):
    if l.startswith('events:'): ev=l.split()[1:]
    if l.startswith('summary:') or l.startswith('totals:'): tot=[int(x) for x in l.split()[1:]]
n=int(sys.argv[3]); d=dict(zip(ev,tot))
print(sys.argv[2], ' '.join(f"{k}={d[k]/n:.0f}" for k in ['Ir','I1mr','D1mr','D1mw','ILmr','DLmr','DLmw','Bcm','Bim']))
PY
