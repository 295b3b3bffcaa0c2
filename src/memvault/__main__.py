import sys

from memvault.cli.main import main

sys.exit(main())
