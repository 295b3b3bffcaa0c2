import sys

from memvault.cli import main

sys.exit(main())
