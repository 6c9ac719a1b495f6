"""A GTK 3 window offering one file to drag, as a file manager does (text/uri-list), for
Scripts/check/e2e-drop.sh: a button filling a window titled "DragSource" at the given place.

usage: /usr/bin/python3 gtk_drag_source.py FILE X Y
"""
import sys
import gi
gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk, GLib, Gtk

path, x, y = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
uri = GLib.filename_to_uri(path, None)

window = Gtk.Window(title="DragSource")
window.set_default_size(200, 100)
window.move(x, y)
button = Gtk.Button(label="Drag me")
button.drag_source_set(Gdk.ModifierType.BUTTON1_MASK,
                       [Gtk.TargetEntry.new("text/uri-list", 0, 0)], Gdk.DragAction.COPY)
button.connect("drag-data-get", lambda _w, _ctx, data, _info, _time: data.set_uris([uri]))
button.connect("drag-end", lambda *_: print("drag-end", flush=True))
window.add(button)
window.connect("destroy", Gtk.main_quit)
window.show_all()
Gtk.main()
