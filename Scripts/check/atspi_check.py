#!/usr/bin/python3
"""Gliss apps as a screen reader sees them: pyatspi (the library Orca uses) over a private
session bus with the AT-SPI bus, against real windows under Xvfb.

Run inside `dbus-run-session` by Scripts/check/e2e-accessibility.sh (which starts Xvfb and sets
DISPLAY). Checks, each printed as `ok …` or `FAIL …`:
  - accessibility off (IsEnabled false): the app starts with no warning and is not on the bus;
    turned on while it runs (as Orca does), the app appears;
  - the README app: a push button named "Add one"; doAction(0) twice makes the label read
    "Clicked 2 times" (and the app's own state, at exit, says 2);
  - each seed demo: its labelled elements with their roles (photos' images, months' labels with
    the selected one marked, cards' buttons, devices' headings and rows, the carousel's page);
    Tab pressed with xdotool moves AT-SPI focus (a focus event, and the FOCUSED state);
  - the controls page: a slider's value read and set through the Value interface, a switch's
    CHECKED state flipped by its action;
  - the text page: a text with a Markdown link is a Hypertext with one link, whose Hyperlink
    gives the URL, the link's characters in the text and the link object (role link);
  - the devices demo: text typed with xdotool is what the Text interface reads; a character's
    box (getCharacterExtents) is its own, narrower than the field;
  - the Rating example (a control of an app's own, written with the control SPI): a slider
    whose value is read and set through the Value interface, the app's state following.

usage: atspi_check.py GLISS_DEMOS HELLO_BINARY OUTDIR [RATING_BINARY]
"""
import json, os, signal, subprocess, sys, time

import pyatspi
from gi.repository import GLib

demos_bin, hello_bin, out = sys.argv[1], sys.argv[2], sys.argv[3]
rating_bin = sys.argv[4] if len(sys.argv) > 4 else None
os.makedirs(out, exist_ok=True)
passes = fails = 0


def ok(msg):
    global passes
    passes += 1
    print("ok", msg, flush=True)


def bad(msg):
    global fails
    fails += 1
    print("FAIL", msg, flush=True)


def check(cond, msg):
    (ok if cond else bad)(msg)
    return cond


def a11y(prop, value=None):
    """Reads (or sets) org.a11y.Status's property on the session's accessibility bus launcher."""
    args = ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus"]
    if value is None:
        r = subprocess.run(args + ["org.freedesktop.DBus.Properties.Get", "string:org.a11y.Status", f"string:{prop}"],
                           capture_output=True, text=True)
        return "true" in r.stdout
    subprocess.run(args + ["org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", f"string:{prop}",
                           f"variant:boolean:{'true' if value else 'false'}"], capture_output=True, check=True)


def apps(name=None):
    desktop = pyatspi.Registry.getDesktop(0)
    found = []
    for i in range(desktop.childCount):
        try:
            a = desktop.getChildAtIndex(i)
            if a is not None and (name is None or a.name == name):
                found.append(a)
        except Exception:
            pass
    return found


def wait_app(name, seconds=10):
    end = time.time() + seconds
    while time.time() < end:
        found = apps(name)
        if found and found[0].childCount > 0 and found[0].getChildAtIndex(0).childCount > 0:
            return found[0]
        time.sleep(0.1)
    return None


def walk(acc, depth=0):
    yield acc
    if depth > 40:
        return
    for i in range(acc.childCount):
        c = acc.getChildAtIndex(i)
        if c is not None:
            yield from walk(c, depth + 1)


def find_all(app, role=None, name=None):
    return [a for a in walk(app) if (role is None or a.getRoleName() == role) and (name is None or a.name == name)]


def states(acc):
    return acc.getState()


class App:
    """A Gliss app under Xvfb, ended with SIGTERM (its --inspect JSON is written then)."""
    def __init__(self, argv, tag, env=None):
        self.inspect = os.path.join(out, f"{tag}.json")
        self.stderr_path = os.path.join(out, f"{tag}.stderr")
        e = dict(os.environ)
        e.update(env or {})
        self.proc = subprocess.Popen(argv + ["--inspect", self.inspect], env=e, stdout=subprocess.DEVNULL,
                                     stderr=open(self.stderr_path, "w"))

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            bad(f"{self.inspect}: did not exit on SIGTERM")
        return json.load(open(self.inspect)) if os.path.exists(self.inspect) else None

    @property
    def stderr(self):
        return open(self.stderr_path).read()


def focus_window(pid):
    """Gives the app's X window the keyboard (there is no window manager under Xvfb)."""
    for _ in range(50):
        r = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(pid)], capture_output=True, text=True)
        if r.stdout.split():
            w = r.stdout.split()[0]
            subprocess.run(["xdotool", "windowfocus", "--sync", w], capture_output=True)
            return w
        time.sleep(0.1)
    return None


def focus_events_after_tab(window, presses=1, seconds=2.0):
    """Presses Tab in `window` and collects the focus events screen readers get."""
    events = []

    def on_event(e):
        if e.detail1 == 1:
            events.append((e.source.getRoleName(), e.source.name))

    pyatspi.Registry.registerEventListener(on_event, "object:state-changed:focused")

    def press():
        for _ in range(presses):
            subprocess.run(["xdotool", "key", "--window", window, "Tab"], capture_output=True)
            time.sleep(0.15)
        return False

    GLib.timeout_add(300, press)
    GLib.timeout_add(int(seconds * 1000), lambda: pyatspi.Registry.stop() or False)
    pyatspi.Registry.start()
    pyatspi.Registry.deregisterEventListener(on_event, "object:state-changed:focused")
    return events


# 1. Accessibility off: no warning, not on the bus; turned on while it runs, it appears.
a11y("IsEnabled", False)
env_off = {k: v for k, v in os.environ.items()}
hello = App([hello_bin], "hello-off")
time.sleep(2)
check(not apps("Hello"), "accessibility off: the README app is not on the accessibility bus")
a11y("IsEnabled", True)
app = wait_app("Hello")
check(app is not None, "accessibility turned on while the app runs: the app appears (as when Orca starts)")
state = hello.stop()
check(hello.stderr.strip() == "", f"accessibility off, then on: nothing on stderr ({hello.stderr.strip()[:200]!r})")

# 2. The README app: "Add one" pressed twice through the Action interface.
hello = App([hello_bin], "hello")
app = wait_app("Hello")
if check(app is not None, "README app on the accessibility bus"):
    frame = app.getChildAtIndex(0)
    check(frame.getRoleName() == "frame" and frame.name == "Hello", f"its window is a frame named Hello ({frame.getRoleName()} {frame.name!r})")
    buttons = find_all(app, "push button", "Add one")
    if check(len(buttons) == 1, "a push button named 'Add one'"):
        action = buttons[0].queryAction()
        check(action.nActions >= 1 and action.getName(0) == "click", "its first action is 'click'")
        for _ in range(2):
            action.doAction(0)
            time.sleep(0.3)
        time.sleep(0.5)
        labels = [a.name for a in find_all(app, "label") if a.name.startswith("Clicked")]
        check(labels == ["Clicked 2 times"], f"after doAction(0) twice the label reads 'Clicked 2 times' ({labels})")
state = hello.stop()
check(state is not None and state.get("state") == {"count": 2}, f"the app's own state says 2 ({state and state.get('state')})")

# 3. The seed demos: roles, names, selection, and Tab moving AT-SPI focus.
def demo(name, checks, tab=True):
    run = App([demos_bin, name, "--size", "1024x768"], f"demo-{name}")
    app = wait_app("Gliss")
    if not check(app is not None, f"{name}: on the accessibility bus"):
        run.stop()
        return
    time.sleep(0.5)
    checks(app)
    if tab:
        window = focus_window(run.proc.pid)
        events = focus_events_after_tab(window, presses=2) if window else []
        check(len(events) >= 1, f"{name}: Tab moves AT-SPI focus ({events[:3]})")
        focused = [a for a in walk(app) if states(a).contains(pyatspi.STATE_FOCUSED)]
        check(len(focused) == 1, f"{name}: one element has the FOCUSED state ({[(a.getRoleName(), a.name) for a in focused]})")
    run.stop()
    check(run.stderr.strip() == "", f"{name}: nothing on stderr ({run.stderr.strip()[:200]!r})")


def photos(app):
    images = [a for a in find_all(app, "image") if a.name.isdigit()]
    check(len(images) >= 10, f"photos: the grid's photos are images named by number ({len(images)})")
    check(all(states(a).contains(pyatspi.STATE_FOCUSABLE) for a in images), "photos: each photo is focusable")
    check(len(find_all(app, "scroll pane")) == 2, "photos: the grid and the dock are scroll panes")


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def months(app):
    found = {a.name: a for a in find_all(app) if a.name in MONTHS}
    check(sorted(found) == sorted(MONTHS), f"months: twelve month labels ({len(found)})")
    selected = [n for n, a in found.items() if states(a).contains(pyatspi.STATE_SELECTED)]
    check(selected == ["January"], f"months: the selected one is marked ({selected})")
    check(all(a.getRoleName() == "push button" for a in found.values()), "months: each month is a push button (it is tapped)")
    modes = [a for a in find_all(app, "push button") if a.name in ("Fade", "Glide")]
    check(len(modes) == 2 and sum(states(a).contains(pyatspi.STATE_SELECTED) for a in modes) == 1,
          "months: Fade and Glide are buttons, one selected")
    # Pressing March through AT-SPI selects it.
    found["March"].queryAction().doAction(0)
    time.sleep(1.5)
    now = [a.name for a in find_all(app) if a.name in MONTHS and states(a).contains(pyatspi.STATE_SELECTED)]
    check(now == ["March"], f"months: doAction on March selects it ({now})")


def cards(app):
    names = [a.name for a in find_all(app, "push button")]
    check(names.count("+") == 2, f"cards: each hand's '+' is a push button ({names})")
    check(sum(n.isdigit() for n in names) >= 4, "cards: the cards are push buttons named by their number")


def devices(app):
    headings = [a.name for a in find_all(app, "heading")]
    check("Apple Devices" in headings and len(headings) >= 2, f"devices: the title and section titles are headings ({headings[:4]})")
    rows = [a.name for a in find_all(app, "label") if a.name.startswith("Apple ")]
    check(len(rows) >= 5, f"devices: the rows are labels ({rows[:3]})")
    entries = find_all(app, "entry")
    check(len(entries) == 1 and entries[0].name == "Search", "devices: the search field is an entry named Search")


def carousel(app):
    pages = [a for a in find_all(app, "push button") if a.name == "Amsterdam"]
    if check(len(pages) == 1, "carousel: the current page is a push button named by its city"):
        check(any(c.getRoleName() == "image" and c.name == "Amsterdam" for c in walk(pages[0])),
              "carousel: the page holds its photo, an image")


demo("photos", photos)
demo("months", months)
demo("cards", cards)
demo("devices", devices)
demo("carousel", carousel)


# 4. The controls page: Value and a switch's state.
def controls(app):
    sliders = find_all(app, "slider")
    if check(len(sliders) >= 1, "controls: a slider"):
        v = sliders[0].queryValue()
        check(v.minimumValue < v.maximumValue and v.minimumValue <= v.currentValue <= v.maximumValue,
              f"controls: the slider's value is in its range ({v.minimumValue} ≤ {v.currentValue} ≤ {v.maximumValue})")
        v.currentValue = v.maximumValue
        time.sleep(0.5)
        check(abs(sliders[0].queryValue().currentValue - v.maximumValue) < 1e-6, "controls: setting the slider's value moves it")
    switches = [a for a in find_all(app, "toggle button") if a.name == "Wi-Fi"]
    if check(len(switches) == 1, "controls: the Wi-Fi switch is a toggle button"):
        before = states(switches[0]).contains(pyatspi.STATE_CHECKED)
        switches[0].queryAction().doAction(0)
        time.sleep(0.5)
        check(states(switches[0]).contains(pyatspi.STATE_CHECKED) != before, "controls: its action flips CHECKED")


demo("controls", controls, tab=False)


# 4b. The text page: the intro's Markdown link, listed in its text as GTK lists a label's links.
def text_page(app):
    texts = [a for a in find_all(app, "label") if a.name.startswith("HarfBuzz shapes")]
    if not check(len(texts) == 1, f"text: the intro is a label ({[a.name for a in texts]})"):
        return
    try:
        hypertext = texts[0].queryHypertext()
        n = hypertext.getNLinks()
        link = hypertext.getLink(0) if n == 1 else None
        uri = link.getURI(0) if link else None
        span = (link.startIndex, link.endIndex) if link else None
        anchor = link.getObject(0) if link else None
        words = texts[0].queryText().getText(*span) if span else None
        at = hypertext.getLinkIndex(3), hypertext.getLinkIndex(12)
        # The link's own object is a Hyperlink too (GTK's link objects are).
        own = anchor.queryHyperlink().getURI(0) if anchor else None
    except Exception as e:
        bad(f"text: the intro's Hypertext failed ({e})")
        return
    check(n == 1 and uri == "https://harfbuzz.github.io", f"text: the intro's Hypertext has one link to its URL ({n}, {uri!r})")
    check(span == (0, 8) and words == "HarfBuzz" and at == (0, -1),
          f"text: the link's characters are 'HarfBuzz' ({span}, {words!r}, link index at 3 and 12: {at})")
    check(anchor is not None and anchor.getRoleName() == "link" and anchor.name == "HarfBuzz" and own == uri,
          f"text: the link's object is a link named HarfBuzz, a Hyperlink to the URL"
          f" ({anchor and (anchor.getRoleName(), anchor.name)}, {own!r})")


demo("text", text_page, tab=False)

# 5. Text typed into the devices' search field, read through the Text interface.
run = App([demos_bin, "devices", "--size", "1024x768"], "typing")
app = wait_app("Gliss")
if check(app is not None, "typing: devices on the bus"):
    window = focus_window(run.proc.pid)
    entry = find_all(app, "entry")[0]
    entry.queryComponent().grabFocus()
    time.sleep(0.4)
    subprocess.run(["xdotool", "type", "--window", window, "--delay", "80", "TV"], capture_output=True)
    time.sleep(1.0)
    text = entry.queryText()
    check(text.getText(0, -1) == "TV" and text.characterCount == 2, f"typing: the entry's text reads 'TV' ({text.getText(0, -1)!r})")
    entry.queryEditableText().setTextContents("Watch")
    time.sleep(0.8)
    rows = [a.name for a in find_all(app, "label") if a.name.startswith("Apple ")]
    check(entry.queryText().getText(0, -1) == "Watch" and rows and all("Watch" in r for r in rows),
          f"typing: EditableText writes the field, and the list filters by it ({rows[:3]})")
    # A character's box is its own, from the field's text layout (libatspi reads four ints):
    # narrower than the field, inside it, the next character to its right.
    field = entry.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    try:
        first, second = (entry.queryText().getCharacterExtents(i, pyatspi.DESKTOP_COORDS) for i in (0, 1))
    except Exception as e:
        first = second = (0, 0, 0, 0)
        bad(f"text extents: getCharacterExtents failed ({e})")
    check(0 < first[2] < field.width and field.x <= first[0] < field.x + field.width
          and field.y <= first[1] and first[1] + first[3] <= field.y + field.height and second[0] > first[0],
          f"text extents: getCharacterExtents returns a box narrower than the field for a single character"
          f" ({first}, then {second}, in {tuple(field)})")
    # Another window takes the keyboard: the app's frame is no longer active; back, it is.
    frame = app.getChildAtIndex(0)
    check(states(frame).contains(pyatspi.STATE_ACTIVE), "activation: the focused window's frame is active")
    other = subprocess.Popen(["xev", "-geometry", "200x100+900+600"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.8)
    # xev's window has no _NET_WM_PID: found by its title.
    r = subprocess.run(["xdotool", "search", "--sync", "--name", "Event Tester"], capture_output=True, text=True, timeout=10)
    if r.stdout.split():
        subprocess.run(["xdotool", "windowfocus", "--sync", r.stdout.split()[-1]], capture_output=True)
        time.sleep(0.8)
        check(not states(frame).contains(pyatspi.STATE_ACTIVE), "activation: another window has the keyboard, the frame is not active")
        subprocess.run(["xdotool", "windowfocus", "--sync", window], capture_output=True)
        time.sleep(0.8)
        check(states(frame).contains(pyatspi.STATE_ACTIVE), "activation: the keyboard back, the frame is active again")
    else:
        bad("activation: xev opened no window")
    other.kill()
run.stop()

# 6. A control of an app's own (Examples/Rating, the control SPI): set as a slider is.
if rating_bin:
    run = App([rating_bin], "rating")
    app = wait_app("Rating")
    if check(app is not None, "rating: the Rating example on the bus"):
        sliders = find_all(app, "slider", "Rating")
        if check(len(sliders) == 1, "rating: its own control is a slider named 'Rating'"):
            v = sliders[0].queryValue()
            check((v.minimumValue, v.maximumValue, v.currentValue) == (0, 5, 3),
                  f"rating: the Value interface reads 0…5, now 3 ({v.minimumValue}…{v.maximumValue}, {v.currentValue})")
            v.currentValue = 4.6
            time.sleep(0.6)
            check(sliders[0].queryValue().currentValue == 5, "rating: setCurrentValue(4.6) sets it, rounded to 5")
            check(any(a.name == "5 of 5" for a in find_all(app, "label")), "rating: the app shows '5 of 5'")
    state = run.stop()
    check(state is not None and state.get("state") == {"stars": 5}, f"rating: the app's own state says 5 ({state and state.get('state')})")
    node = next((n for n in (state or {}).get("nodes", []) if n.get("label") == "Rating"), None)
    check(node is not None and node["role"] == "slider" and node.get("value") == "5 of 5",
          f"rating: the inspector lists it with its own role and value ({node})")

print(f"e2e-accessibility: {passes} passed, {fails} failed")
sys.exit(1 if fails else 0)
