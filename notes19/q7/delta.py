import subprocess,re,sys
def load(f):
    out=subprocess.run(['callgrind_annotate','--threshold=100',f],capture_output=True,text=True).stdout
    d={}
    for l in out.splitlines():
        m=re.match(r'\s*([\d,]+) \([^)]*\)\s+(\S.*?)( \[.*\])?$',l)
        if m and 'PROGRAM' not in l: d[m.group(2)]=d.get(m.group(2),0)+int(m.group(1).replace(',',''))
    return d
a1,a2,b1,b2=[load(x) for x in sys.argv[1:5]]
keys=set(a1)|set(a2)|set(b1)|set(b2)
rows=[]
for k in keys:
    da=a2.get(k,0)-a1.get(k,0); db=b2.get(k,0)-b1.get(k,0)
    rows.append((db-da,da,db,k))
rows.sort()
for r in rows[:12]+rows[-15:]: print("%+11d main %11d new %11d %s"%(r[0],r[1],r[2],r[3][:140]))
