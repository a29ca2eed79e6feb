//! Differential tests: the LoweredOp interpreter against wasmi.
