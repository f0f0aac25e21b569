#!/bin/sh
# Make Wartable a desktop application for this user: the menu entry, the icon, and "Wartable
# document" as a file type recognised by content, so double-clicking a table, map, list or
# event opens it in Wartable. Run from the unpacked app's desktop/ folder (or give the folder
# holding the wartable program as the first argument). Undo: install-desktop.sh --remove
set -eu
here=$(cd "$(dirname "$0")" && pwd)
app=${1:-$(dirname "$here")}
data=${XDG_DATA_HOME:-$HOME/.local/share}
icons="$here/icons"  # the unpacked app's; in a checkout, the package's own
[ -d "$icons" ] || icons="$here/../resources/icons/app"
if [ "$app" = "--remove" ]; then
    rm -f "$data/applications/wartable.desktop" "$data/mime/packages/wartable-mime.xml"
    for png in "$data"/icons/hicolor/*/apps/wartable.png; do rm -f "$png"; done
    done_word=removed
else
    mkdir -p "$data/applications" "$data/mime/packages"
    sed "s|^Exec=wartable|Exec=\"$app/wartable\"|" "$here/wartable.desktop" > "$data/applications/wartable.desktop"
    cp "$here/wartable-mime.xml" "$data/mime/packages/wartable-mime.xml"
    for png in "$icons"/wartable-*.png; do
        size=$(basename "$png" .png | sed 's/wartable-//')
        mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
        cp "$png" "$data/icons/hicolor/${size}x${size}/apps/wartable.png"
    done
    done_word=installed
fi
update-mime-database "$data/mime" 2>/dev/null || true
update-desktop-database "$data/applications" 2>/dev/null || true
gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
echo "Wartable: desktop entry, icon and file type $done_word in $data"
