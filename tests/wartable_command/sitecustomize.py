"""Put on ``PYTHONPATH`` for a test, this lets ``tests/recovery_driver.py`` play its script on a
window started by the installed ``wartable`` command (the actions, a JSON list, in
``$WARTABLE_DRIVER_ACTIONS``). Without that variable it does nothing."""
import json
import os
import sys

_actions = os.environ.get("WARTABLE_DRIVER_ACTIONS")
if _actions:
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    import recovery_driver

    recovery_driver.drive_at_exec(json.loads(_actions))
