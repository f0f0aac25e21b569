"""The standalone app's entry point: the ``wartable`` command, window and all."""
import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the batch checker's worker processes, in a frozen app
    from editor.cli import main

    sys.exit(main())
