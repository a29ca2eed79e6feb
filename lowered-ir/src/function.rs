//! Functions, blocks, instructions and SSA values of the LoweredOp IR.
//!
//! A [`LoweredFunction`] is a list of blocks in SSA form with block parameters (no phis);
//! the first block is the entry and its parameters are the wasm parameters. Value types are
//! stored once, in the function's value table. This module holds the data and a small
//! builder; it must not contain any pass logic.

use crate::ops::{LoweredOp, Terminator};
use crate::types::{LoweredSignature, LoweredType};
use std::fmt;

/// An SSA value: a block parameter or an instruction result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(pub u32);

/// A block of a function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "v{}", self.0)
    }
}

impl fmt::Display for BlockId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "block{}", self.0)
    }
}

/// One operation and the values it defines.
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    pub results: Vec<Value>,
    pub op: LoweredOp,
}

/// A basic block: parameters, straight-line instructions, one terminator.
#[derive(Clone, Debug, PartialEq)]
pub struct LoweredBlock {
    pub id: BlockId,
    pub params: Vec<Value>,
    pub insts: Vec<Inst>,
    pub term: Terminator,
}

/// A wasm global the function reads or writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalDecl {
    pub index: u32,
    pub ty: LoweredType,
    pub mutable: bool,
    /// The initial value's bits (zero-extended), from the global's constant initialiser.
    pub init_bits: u128,
}

/// A function in the LoweredOp IR.
#[derive(Clone, Debug, PartialEq)]
pub struct LoweredFunction {
    /// The wasm export name (or `func<N>`).
    pub name: String,
    pub signature: LoweredSignature,
    /// `value_types[v.0]` is the type of value `v`.
    pub value_types: Vec<LoweredType>,
    /// Blocks in layout order; `blocks[0]` is the entry.
    pub blocks: Vec<LoweredBlock>,
    /// Globals referenced by `global_get` / `global_set`, sorted by index.
    pub globals: Vec<GlobalDecl>,
}

impl LoweredFunction {
    pub fn value_type(&self, v: Value) -> Option<LoweredType> {
        self.value_types.get(v.0 as usize).copied()
    }

    /// A fresh value of type `ty`, not yet attached to anything (for passes that add
    /// instructions or parameters).
    pub fn new_value(&mut self, ty: LoweredType) -> Value {
        self.value_types.push(ty);
        Value(self.value_types.len() as u32 - 1)
    }

    pub fn block(&self, id: BlockId) -> Option<&LoweredBlock> {
        self.blocks.iter().find(|b| b.id == id)
    }

    /// Each block's position in [`LoweredFunction::blocks`], by its id (for passes that
    /// follow edges by index).
    pub fn block_positions(&self) -> std::collections::HashMap<BlockId, usize> {
        (self.blocks.iter().enumerate())
            .map(|(i, b)| (b.id, i))
            .collect()
    }

    pub fn entry(&self) -> &LoweredBlock {
        &self.blocks[0]
    }

    /// Where each instruction result is defined: (block position, instruction position).
    pub fn instruction_sites(&self) -> std::collections::HashMap<Value, (usize, usize)> {
        let mut out = std::collections::HashMap::new();
        for (b, block) in self.blocks.iter().enumerate() {
            for (i, inst) in block.insts.iter().enumerate() {
                for &r in &inst.results {
                    out.insert(r, (b, i));
                }
            }
        }
        out
    }

    /// How many times each value is read, by instructions and terminators (block arguments
    /// included).
    pub fn use_counts(&self) -> std::collections::HashMap<Value, usize> {
        let mut out = std::collections::HashMap::new();
        for b in &self.blocks {
            let reads = b.insts.iter().flat_map(|i| i.op.operands());
            for v in reads.chain(b.term.operands()) {
                *out.entry(v).or_insert(0) += 1;
            }
        }
        out
    }

    /// Drops, until none is left, the instructions of the blocks `in_block` accepts that
    /// `removable` accepts and whose results nothing reads.
    pub fn drop_unread(
        &mut self,
        removable: &dyn Fn(&crate::LoweredOp) -> bool,
        in_block: &dyn Fn(BlockId) -> bool,
    ) {
        loop {
            let read = self.use_counts();
            let mut dropped = false;
            for b in self.blocks.iter_mut().filter(|b| in_block(b.id)) {
                let before = b.insts.len();
                b.insts.retain(|i| {
                    !removable(&i.op) || i.results.iter().any(|r| read.contains_key(r))
                });
                dropped |= b.insts.len() != before;
            }
            if !dropped {
                return;
            }
        }
    }

    pub fn global(&self, index: u32) -> Option<&GlobalDecl> {
        self.globals.iter().find(|g| g.index == index)
    }

    /// Number of instructions plus terminators.
    pub fn op_count(&self) -> usize {
        self.blocks.iter().map(|b| b.insts.len() + 1).sum()
    }
}

/// Builds a [`LoweredFunction`] block by block. Values and blocks are numbered densely in
/// creation order, so the printed text is stable.
#[derive(Debug)]
pub struct FunctionBuilder {
    func: LoweredFunction,
    /// Index into `func.blocks` of the block being filled.
    current: Option<usize>,
    next_block: u32,
}

impl FunctionBuilder {
    pub fn new(name: impl Into<String>, signature: LoweredSignature) -> Self {
        FunctionBuilder {
            func: LoweredFunction {
                name: name.into(),
                signature,
                value_types: Vec::new(),
                blocks: Vec::new(),
                globals: Vec::new(),
            },
            current: None,
            next_block: 0,
        }
    }

    /// A fresh value of type `ty`, not yet attached to anything.
    pub fn new_value(&mut self, ty: LoweredType) -> Value {
        self.func.new_value(ty)
    }

    /// Declares a block id without creating it (for forward branches).
    pub fn reserve_block(&mut self) -> BlockId {
        self.next_block += 1;
        BlockId(self.next_block - 1)
    }

    /// Starts filling block `id` with the given parameter types; returns the parameters.
    /// The block is unterminated (a `trap unreachable` placeholder) until [`Self::terminate`].
    pub fn start_block(&mut self, id: BlockId, param_types: &[LoweredType]) -> Vec<Value> {
        let params: Vec<Value> = param_types.iter().map(|t| self.new_value(*t)).collect();
        self.start_block_with_params(id, params.clone());
        params
    }

    /// Starts filling block `id` whose parameters were already created with [`Self::new_value`].
    pub fn start_block_with_params(&mut self, id: BlockId, params: Vec<Value>) {
        self.func.blocks.push(LoweredBlock {
            id,
            params,
            insts: Vec::new(),
            term: Terminator::Trap {
                kind: crate::TrapKind::Unreachable,
            },
        });
        self.current = Some(self.func.blocks.len() - 1);
    }

    /// Appends `op` with results of the given types; returns the results.
    pub fn push(&mut self, op: LoweredOp, result_types: &[LoweredType]) -> Vec<Value> {
        let results: Vec<Value> = result_types.iter().map(|t| self.new_value(*t)).collect();
        self.push_with_results(op, results.clone());
        results
    }

    /// Appends `op` with one result of type `ty`.
    pub fn push1(&mut self, op: LoweredOp, ty: LoweredType) -> Value {
        self.push(op, &[ty])[0]
    }

    /// Appends `op` defining already-created `results`.
    pub fn push_with_results(&mut self, op: LoweredOp, results: Vec<Value>) {
        let idx = self.current.expect("FunctionBuilder::push outside a block");
        self.func.blocks[idx].insts.push(Inst { results, op });
    }

    /// Ends the current block with `term`.
    pub fn terminate(&mut self, term: Terminator) {
        let idx = self
            .current
            .take()
            .expect("FunctionBuilder::terminate outside a block");
        self.func.blocks[idx].term = term;
    }

    pub fn is_in_block(&self) -> bool {
        self.current.is_some()
    }

    pub fn add_global(&mut self, decl: GlobalDecl) {
        if self.func.global(decl.index).is_none() {
            self.func.globals.push(decl);
            self.func.globals.sort_by_key(|g| g.index);
        }
    }

    pub fn value_type(&self, v: Value) -> Option<LoweredType> {
        self.func.value_type(v)
    }

    pub fn finish(self) -> LoweredFunction {
        self.func
    }
}
