"""The contract checks of verify_contract.py, by chapter."""
