import os, time, sys, collections, signal
last = {}
first = {}
started = False
def sample():
    for pid in os.listdir('/proc'):
        if not pid.isdigit(): continue
        try:
            with open(f'/proc/{pid}/stat') as f: s = f.read()
            with open(f'/proc/{pid}/cmdline','rb') as f: cmd = f.read().replace(b'\0', b' ').decode(errors='replace')
        except Exception: continue
        comm = s[s.index('(')+1:s.rindex(')')]
        rest = s[s.rindex(')')+2:].split()
        t = int(rest[11]) + int(rest[12])
        key = comm
        if comm.startswith('node') or comm == 'MainThread':
            if 'e2e-server' in cmd or 'dist/server.js' in cmd: key = 'node:server'
            elif 'playwright' in cmd: key = 'node:playwright'
            else: key = 'node:other ' + cmd[:60]
        if 'chromium' in cmd or 'chrome' in comm: 
            key = 'chromium:' + ('renderer' if '--type=renderer' in cmd else 'gpu' if '--type=gpu' in cmd else 'utility' if '--type=utility' in cmd else 'zygote' if '--type=zygote' in cmd else 'browser')
        if not started: first[pid] = t
        last[pid] = (key, t)
stop = False
def h(*a):
    global stop; stop = True
signal.signal(signal.SIGTERM, h)
sample(); started = True
while not stop:
    sample(); time.sleep(0.5)
tot = collections.Counter()
for pid, (k, t) in last.items(): tot[k] += t - first.get(pid, 0)
for k, v in tot.most_common(25): print(f'{v/100:8.1f}s {k}')
