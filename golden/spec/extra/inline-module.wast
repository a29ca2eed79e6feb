(func) (memory 0) (func (export "f"))
