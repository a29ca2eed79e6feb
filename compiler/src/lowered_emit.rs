//! A small builder for LoweredOp passes: appends instructions with fresh result values to a
//! list, growing the function's value table. It only creates instructions; where they go and
//! what they mean is the calling pass's business.

use lowered_ir::{
    ConvOp, FloatCmpOp, Inst, IntBinOp, IntCmpOp, LoweredOp, LoweredType, SpecialReg, Value,
};

/// Appends instructions to a list, allocating their result values in a function's value
/// table.
pub struct Emitter<'a> {
    pub types: &'a mut Vec<LoweredType>,
    pub insts: Vec<Inst>,
}

impl<'a> Emitter<'a> {
    pub fn new(types: &'a mut Vec<LoweredType>) -> Self {
        Emitter {
            types,
            insts: Vec::new(),
        }
    }

    pub fn push(&mut self, op: LoweredOp, ty: LoweredType) -> Value {
        let v = Value(self.types.len() as u32);
        self.types.push(ty);
        self.insts.push(Inst {
            results: vec![v],
            op,
        });
        v
    }
    pub fn iconst(&mut self, ty: LoweredType, bits: u64) -> Value {
        self.push(LoweredOp::IConst { ty, bits }, ty)
    }
    pub fn bin(&mut self, op: IntBinOp, lhs: Value, rhs: Value, ty: LoweredType) -> Value {
        self.push(LoweredOp::IntBin { op, lhs, rhs }, ty)
    }
    pub fn cmp(&mut self, op: IntCmpOp, lhs: Value, rhs: Value) -> Value {
        self.push(LoweredOp::IntCmp { op, lhs, rhs }, LoweredType::I8)
    }
    pub fn fcmp(&mut self, op: FloatCmpOp, lhs: Value, rhs: Value) -> Value {
        self.push(LoweredOp::FloatCmp { op, lhs, rhs }, LoweredType::I8)
    }
    pub fn zext64(&mut self, v: Value) -> Value {
        self.push(
            LoweredOp::Convert {
                op: ConvOp::Uextend,
                arg: v,
                to: LoweredType::I64,
            },
            LoweredType::I64,
        )
    }
    /// A kernel thread's global position along one grid axis, as an `i64`:
    /// `block * block_dim + thread` from the special registers `thread`, `block` and `dim`
    /// (`ThreadIdxX`, `BlockIdxX`, `BlockDimX` for x).
    pub fn thread_position(
        &mut self,
        thread: SpecialReg,
        block: SpecialReg,
        dim: SpecialReg,
    ) -> Value {
        let mut reg = |reg| {
            let x = self.push(LoweredOp::ReadSpecialReg { reg }, LoweredType::I32);
            self.zext64(x)
        };
        let (tid, bid, bdim) = (reg(thread), reg(block), reg(dim));
        let base = self.bin(IntBinOp::Mul, bid, bdim, LoweredType::I64);
        self.bin(IntBinOp::Add, base, tid, LoweredType::I64)
    }
    pub fn select(&mut self, cond: Value, a: Value, b: Value, ty: LoweredType) -> Value {
        self.push(
            LoweredOp::Select {
                cond,
                if_true: a,
                if_false: b,
            },
            ty,
        )
    }
}
