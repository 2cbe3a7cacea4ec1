#!/usr/bin/env bash
# The system packages the tests need and no npm install brings: Debian's Chromium for the
# end-to-end tests (no test tool downloads a browser here) and the Django stack of the reference
# API server (imported by /usr/bin/python3 only). Installs the missing ones when this user may
# (root, or sudo without a password); otherwise stops at once with the exact command to run.
set -euo pipefail

packages=(chromium python3-django python3-djangorestframework python3-djoser
  python3-djangorestframework-simplejwt python3-pil python3-django-cors-headers)

if ! command -v dpkg-query >/dev/null; then
  echo "::: not a Debian-like system: install Chromium (at /usr/bin/chromium) and, for /usr/bin/python3," >&2
  echo "::: Django, djangorestframework, djoser, djangorestframework-simplejwt, Pillow, django-cors-headers" >&2
  exit 1
fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "::: missing system packages: ${missing[*]}" >&2
  echo "::: install them, then run the tests again:" >&2
  echo "    sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "::: installing ${missing[*]}"
apt=("${as_root[@]}" env DEBIAN_FRONTEND=noninteractive)
lock=(-o DPkg::Lock::Timeout=300)
# A machine whose last package run was cut short refuses every install until dpkg finishes it
# ("dpkg was interrupted"); finishing it is what apt itself asks for, and is harmless otherwise.
"${apt[@]}" dpkg --configure -a >/dev/null || true
"${apt[@]}" apt-get "${lock[@]}" update -qq
install() { "${apt[@]}" apt-get "${lock[@]}" install -y -qq "${missing[@]}" >/dev/null; }
if ! install; then
  echo "::: the install failed; repairing dpkg and trying once more" >&2
  "${apt[@]}" dpkg --configure -a || true
  "${apt[@]}" apt-get "${lock[@]}" -f install -y -qq >/dev/null || true
  install
fi
