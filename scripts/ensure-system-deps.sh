#!/usr/bin/env bash
# Installs the Debian packages the tests and screenshots need (Chromium, CJK fonts) when they
# are missing. Runs after `npm install`; a no-op when everything is there or apt is unavailable.
set -u
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -d /usr/share/fonts/opentype/noto ] || missing+=(fonts-noto-cjk)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "citytix: please install ${missing[*]} (Debian packages) for the browser tests" >&2
  exit 0
fi
echo "citytix: installing ${missing[*]} from Debian…"
export DEBIAN_FRONTEND=noninteractive
# another apt run holding the package lock (an upgrade at boot) is waited for, not a failure
apt-get -o DPkg::Lock::Timeout=300 update -qq >/dev/null && apt-get -o DPkg::Lock::Timeout=300 install -y -qq "${missing[@]}" >/dev/null \
  || echo "citytix: could not install ${missing[*]}" >&2
