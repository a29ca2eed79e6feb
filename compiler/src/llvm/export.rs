//! The textual LLVM IR exporter: a pliron-llvm module becomes `.ll` text for LLVM 22.
//!
//! pliron-llvm without its llvm-sys feature cannot print LLVM IR, so we do (as cuda-oxide does).
//! Rules: block arguments become `phi`s fed by every predecessor's branch operands; constants
//! are inlined as literals at their uses (float constants stay `bitcast`s of integer literals,
//! so every bit, NaN payloads included, reaches LLVM exactly); `llvm.addressof` is the global's
//! name; intrinsic calls get their `declare`s; functions named in `kernels` are
//! `define ptx_kernel`. Values and blocks are named by position (`%v3`, `%bb2`), so the same
//! module always exports to the same text.
//!
//! It exports exactly the ops the `mir` lowering produces and reports any other op as an error
//! naming it; it must not optimise or reorder anything.

use pliron::{
    basic_block::BasicBlock,
    builtin::{
        attributes::IntegerAttr,
        op_interfaces::{
            AtMostOneRegionInterface, OneRegionInterface, OneResultInterface, SymbolOpInterface,
        },
        ops::ModuleOp,
        type_interfaces::FunctionTypeInterface,
        types::{FP32Type, FP64Type, IntegerType},
    },
    context::{Context, Ptr},
    linked_list::ContainsLinkedList,
    op::Op,
    operation::Operation,
    printable::Printable,
    r#type::{TypeHandle, Typed},
    value::Value,
};
use pliron_llvm::{
    attributes::{FCmpPredicateAttr, ICmpPredicateAttr},
    op_interfaces::{AlignableOpInterface, PointerTypeResult},
    ops as llvm,
    types::{ArrayType, FuncType, PointerType, StructType, VoidType},
};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;

/// What can go wrong exporting: an op or type the exporter does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("llvm export: {0}")]
pub struct ExportError(pub String);

type Res<T> = std::result::Result<T, ExportError>;

/// Exports `module` as LLVM IR text for the NVPTX target.
pub fn export_module(ctx: &Context, module: ModuleOp, kernels: &[String]) -> Res<String> {
    let mut out = String::new();
    out.push_str("target datalayout = \"e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n");
    out.push_str("target triple = \"nvptx64-nvidia-cuda\"\n\n");
    let mut declares: BTreeMap<String, String> = BTreeMap::new();
    let mut bodies = String::new();
    let region = module.get_region(ctx);
    let blocks: Vec<Ptr<BasicBlock>> = region.deref(ctx).iter(ctx).collect();
    for block in blocks {
        let ops: Vec<Ptr<Operation>> = block.deref(ctx).iter(ctx).collect();
        for op in ops {
            if let Some(g) = Operation::get_op::<llvm::GlobalOp>(op, ctx) {
                let ty = g
                    .get_attr_llvm_global_type(ctx)
                    .map(|t| t.get_type(ctx))
                    .ok_or_else(|| ExportError("global without a type".into()))?;
                let space = g.address_space(ctx);
                let space = if space == 0 {
                    String::new()
                } else {
                    format!("addrspace({space}) ")
                };
                let _ = writeln!(
                    out,
                    "@{} = {space}externally_initialized global {} 0, align 8",
                    g.get_symbol_name(ctx),
                    type_text(ctx, ty)?
                );
            } else if let Some(f) = Operation::get_op::<llvm::FuncOp>(op, ctx) {
                let name = f.get_symbol_name(ctx).to_string();
                let is_kernel = kernels.contains(&name);
                FunctionExporter::new(ctx, &mut declares).export(
                    f,
                    &name,
                    is_kernel,
                    &mut bodies,
                )?;
            } else {
                return Err(ExportError(format!(
                    "unexpected top-level op `{}`",
                    Operation::get_opid(op, ctx)
                )));
            }
        }
    }
    if !out.ends_with("\n\n") {
        out.push('\n');
    }
    out.push_str(&bodies);
    for decl in declares.values() {
        out.push_str(decl);
        out.push('\n');
    }
    Ok(out)
}

/// The LLVM IR spelling of a type.
pub fn type_text(ctx: &Context, ty: TypeHandle) -> Res<String> {
    let t = ty.deref(ctx);
    if let Some(i) = t.downcast_ref::<IntegerType>() {
        return Ok(format!("i{}", i.width()));
    }
    if t.is::<FP32Type>() {
        return Ok("float".into());
    }
    if t.is::<FP64Type>() {
        return Ok("double".into());
    }
    if t.is::<VoidType>() {
        return Ok("void".into());
    }
    if let Some(p) = t.downcast_ref::<PointerType>() {
        return Ok(match p.address_space() {
            0 => "ptr".into(),
            n => format!("ptr addrspace({n})"),
        });
    }
    if let Some(a) = t.downcast_ref::<ArrayType>() {
        return Ok(format!(
            "[{} x {}]",
            a.size(),
            type_text(ctx, a.elem_type())?
        ));
    }
    if let Some(s) = t.downcast_ref::<StructType>() {
        let fields = s
            .fields()
            .map(|f| type_text(ctx, f))
            .collect::<Res<Vec<_>>>()?;
        return Ok(format!("{{ {} }}", fields.join(", ")));
    }
    Err(ExportError(format!(
        "type `{}` has no LLVM IR spelling here",
        ty.disp(ctx)
    )))
}

/// For each block: every (predecessor, values passed) edge into it.
type IncomingEdges = HashMap<Ptr<BasicBlock>, Vec<(Ptr<BasicBlock>, Vec<Value>)>>;

struct FunctionExporter<'c, 'd> {
    ctx: &'c Context,
    declares: &'d mut BTreeMap<String, String>,
    names: HashMap<Value, String>,
    block_names: HashMap<Ptr<BasicBlock>, String>,
    next: usize,
}

impl<'c, 'd> FunctionExporter<'c, 'd> {
    fn new(ctx: &'c Context, declares: &'d mut BTreeMap<String, String>) -> Self {
        FunctionExporter {
            ctx,
            declares,
            names: HashMap::new(),
            block_names: HashMap::new(),
            next: 0,
        }
    }

    fn fresh(&mut self, v: Value) -> String {
        let name = format!("%v{}", self.next);
        self.next += 1;
        self.names.insert(v, name.clone());
        name
    }

    fn name(&self, v: Value) -> Res<String> {
        self.names
            .get(&v)
            .cloned()
            .ok_or_else(|| ExportError("a value is used before its definition is exported".into()))
    }

    fn ty(&self, v: Value) -> Res<String> {
        type_text(self.ctx, v.get_type(self.ctx))
    }

    /// `type name` of an operand.
    fn typed(&self, v: Value) -> Res<String> {
        Ok(format!("{} {}", self.ty(v)?, self.name(v)?))
    }

    fn export(
        &mut self,
        f: llvm::FuncOp,
        name: &str,
        is_kernel: bool,
        out: &mut String,
    ) -> Res<()> {
        let ctx = self.ctx;
        let fty = f.get_type(ctx);
        let (ret, arg_tys) = {
            let t = fty.deref(ctx);
            (t.result_type(), t.arg_types())
        };
        let Some(entry) = f.get_entry_block(ctx) else {
            let args = arg_tys
                .iter()
                .map(|t| type_text(ctx, *t))
                .collect::<Res<Vec<_>>>()?;
            let _ = writeln!(
                out,
                "declare {} @{name}({})\n",
                type_text(ctx, ret)?,
                args.join(", ")
            );
            return Ok(());
        };
        let blocks: Vec<Ptr<BasicBlock>> = f
            .get_region(ctx)
            .ok_or_else(|| ExportError("function without a body".into()))?
            .deref(ctx)
            .iter(ctx)
            .collect();
        for (i, b) in blocks.iter().enumerate() {
            self.block_names.insert(*b, format!("bb{i}"));
        }
        // Parameters are the entry block's arguments.
        let mut params = Vec::new();
        let entry_args: Vec<Value> = entry.deref(ctx).arguments().collect();
        for a in entry_args {
            let t = self.ty(a)?;
            let n = self.fresh(a);
            params.push(format!("{t} {n}"));
        }
        // Name every value first (phis and forward uses in loops need names up front).
        for b in &blocks {
            if *b != entry {
                let args: Vec<Value> = b.deref(ctx).arguments().collect();
                for a in args {
                    self.fresh(a);
                }
            }
            let ops: Vec<Ptr<Operation>> = b.deref(ctx).iter(ctx).collect();
            for op in ops {
                self.name_results(op)?;
            }
        }
        let incoming = self.incoming_edges(&blocks)?;
        // Kernels are entry points; other functions are device functions of this module only.
        let kind = if is_kernel {
            "ptx_kernel "
        } else {
            "internal "
        };
        let _ = writeln!(
            out,
            "define {kind}{} @{name}({}) {{",
            type_text(ctx, ret)?,
            params.join(", ")
        );
        for b in &blocks {
            let _ = writeln!(out, "{}:", self.block_names[b]);
            let args: Vec<Value> = b.deref(ctx).arguments().collect();
            if *b != entry {
                for (k, a) in args.iter().enumerate() {
                    let mut arms = Vec::new();
                    for (pred, vals) in incoming.get(b).map(|v| v.as_slice()).unwrap_or(&[]) {
                        let v = vals.get(k).ok_or_else(|| {
                            ExportError("branch passes too few block arguments".into())
                        })?;
                        arms.push(format!(
                            "[ {}, %{} ]",
                            self.name(*v)?,
                            self.block_names[pred]
                        ));
                    }
                    let _ = writeln!(
                        out,
                        "  {} = phi {} {}",
                        self.name(*a)?,
                        self.ty(*a)?,
                        arms.join(", ")
                    );
                }
            }
            let ops: Vec<Ptr<Operation>> = b.deref(ctx).iter(ctx).collect();
            for op in ops {
                if let Some(line) = self.op_text(op)? {
                    let _ = writeln!(out, "  {line}");
                }
            }
        }
        out.push_str("}\n\n");
        Ok(())
    }

    /// Constants and global addresses are named by their literal; other results get `%vN`.
    fn name_results(&mut self, op: Ptr<Operation>) -> Res<()> {
        let ctx = self.ctx;
        if let Some(c) = Operation::get_op::<llvm::ConstantOp>(op, ctx) {
            let v = c.get_result(ctx);
            let attr = c
                .get_attr_llvm_constant_value(ctx)
                .ok_or_else(|| ExportError("constant without a value".into()))?;
            let int = attr.downcast_ref::<IntegerAttr>().ok_or_else(|| {
                ExportError("only integer constants are exported (floats come as bitcasts)".into())
            })?;
            let width = int_width(ctx, v.get_type(ctx)).unwrap_or(64);
            let bits = int.value().to_u64();
            // Signed decimal: LLVM reads `i8 -1`, and `i1 true/false` for booleans.
            let text = if width == 1 {
                if bits & 1 == 1 {
                    "true".to_string()
                } else {
                    "false".to_string()
                }
            } else if width > 64 {
                // Wider integers (the `i128` of a v128) hold zero-extended 64-bit bits.
                bits.to_string()
            } else {
                let shift = 64 - width.min(64);
                (((bits << shift) as i64) >> shift).to_string()
            };
            self.names.insert(v, text);
            return Ok(());
        }
        if let Some(u) = Operation::get_op::<llvm::UndefOp>(op, ctx) {
            self.names.insert(u.get_result(ctx), "undef".to_string());
            return Ok(());
        }
        if let Some(a) = Operation::get_op::<llvm::AddressOfOp>(op, ctx) {
            self.names
                .insert(a.get_result(ctx), format!("@{}", a.get_global_name(ctx)));
            return Ok(());
        }
        let results: Vec<Value> = op.deref(ctx).results().collect();
        for r in results {
            if r.get_type(ctx).deref(ctx).is::<VoidType>() {
                continue;
            }
            self.fresh(r);
        }
        Ok(())
    }

    /// For each block, the (predecessor, values passed) of every edge into it.
    fn incoming_edges(&self, blocks: &[Ptr<BasicBlock>]) -> Res<IncomingEdges> {
        let ctx = self.ctx;
        let mut map: IncomingEdges = HashMap::new();
        for b in blocks {
            let Some(term) = b.deref(ctx).get_terminator(ctx) else {
                continue;
            };
            if let Some(br) = Operation::get_op::<llvm::BrOp>(term, ctx) {
                let dest = term.deref(ctx).get_successor(0);
                let args: Vec<Value> = br.get_operation().deref(ctx).operands().collect();
                map.entry(dest).or_default().push((*b, args));
            } else if let Some(cb) = Operation::get_op::<llvm::CondBrOp>(term, ctx) {
                let t = term.deref(ctx).get_successor(0);
                let f = term.deref(ctx).get_successor(1);
                map.entry(t)
                    .or_default()
                    .push((*b, cb.get_true_dest_operands(ctx)));
                map.entry(f)
                    .or_default()
                    .push((*b, cb.get_false_dest_operands(ctx)));
            } else if let Some(sw) = Operation::get_op::<llvm::SwitchOp>(term, ctx) {
                map.entry(sw.default_dest(ctx))
                    .or_default()
                    .push((*b, sw.default_dest_operands(ctx)));
                for case in sw.cases(ctx) {
                    map.entry(case.dest)
                        .or_default()
                        .push((*b, case.dest_opds.clone()));
                }
            }
        }
        // LLVM wants one phi arm per predecessor block: a switch with two cases into the same
        // block contributes one arm (values are equal by construction: no block arguments).
        for edges in map.values_mut() {
            edges.dedup_by(|a, b| a.0 == b.0);
        }
        Ok(map)
    }

    fn block(&self, b: Ptr<BasicBlock>) -> Res<String> {
        self.block_names
            .get(&b)
            .map(|n| format!("%{n}"))
            .ok_or_else(|| ExportError("branch to a block outside the function".into()))
    }

    /// The instruction text for `op`, or `None` for ops that are inlined at their uses.
    fn op_text(&mut self, op: Ptr<Operation>) -> Res<Option<String>> {
        let ctx = self.ctx;
        let o = op.deref(ctx);
        let opid = Operation::get_opid(op, ctx).to_string();
        let mnemonic = opid.strip_prefix("llvm.").unwrap_or(&opid).to_string();
        let operands: Vec<Value> = o.operands().collect();
        let res = o.results().next();
        let res_name = |s: &Self| -> Res<String> {
            res.map(|r| s.name(r))
                .transpose()?
                .ok_or_else(|| ExportError(format!("`{opid}` has no result")))
        };
        let text = match mnemonic.as_str() {
            "constant" | "addressof" | "undef" => return Ok(None),
            "insert_value" => {
                let i = Operation::get_op::<llvm::InsertValueOp>(op, ctx)
                    .ok_or_else(|| ExportError("insert_value".into()))?;
                let idx: Vec<String> = i.indices(ctx).iter().map(u32::to_string).collect();
                format!(
                    "{} = insertvalue {}, {}, {}",
                    res_name(self)?,
                    self.typed(operands[0])?,
                    self.typed(operands[1])?,
                    idx.join(", ")
                )
            }
            "extract_value" => {
                let x = Operation::get_op::<llvm::ExtractValueOp>(op, ctx)
                    .ok_or_else(|| ExportError("extract_value".into()))?;
                let idx: Vec<String> = x.indices(ctx).iter().map(u32::to_string).collect();
                format!(
                    "{} = extractvalue {}, {}",
                    res_name(self)?,
                    self.typed(operands[0])?,
                    idx.join(", ")
                )
            }
            "add" | "sub" | "mul" | "shl" | "udiv" | "sdiv" | "urem" | "srem" | "and" | "or"
            | "xor" | "lshr" | "ashr" | "fadd" | "fsub" | "fmul" | "fdiv" | "frem" => {
                format!(
                    "{} = {mnemonic} {}, {}",
                    res_name(self)?,
                    self.typed(operands[0])?,
                    self.name(operands[1])?
                )
            }
            "sext" | "zext" | "trunc" | "fpext" | "fptrunc" | "fptosi" | "fptoui" | "sitofp"
            | "uitofp" | "bitcast" | "ptrtoint" => {
                let r = res.ok_or_else(|| ExportError("cast without a result".into()))?;
                format!(
                    "{} = {mnemonic} {} to {}",
                    self.name(r)?,
                    self.typed(operands[0])?,
                    self.ty(r)?
                )
            }
            "icmp" => {
                let p = Operation::get_op::<llvm::ICmpOp>(op, ctx)
                    .map(|c| c.predicate(ctx))
                    .ok_or_else(|| ExportError("icmp".into()))?;
                format!(
                    "{} = icmp {} {}, {}",
                    res_name(self)?,
                    icmp_text(&p),
                    self.typed(operands[0])?,
                    self.name(operands[1])?
                )
            }
            "fcmp" => {
                let p = Operation::get_op::<llvm::FCmpOp>(op, ctx)
                    .map(|c| c.predicate(ctx))
                    .ok_or_else(|| ExportError("fcmp".into()))?;
                format!(
                    "{} = fcmp {} {}, {}",
                    res_name(self)?,
                    fcmp_text(&p),
                    self.typed(operands[0])?,
                    self.name(operands[1])?
                )
            }
            "select" => format!(
                "{} = select {}, {}, {}",
                res_name(self)?,
                self.typed(operands[0])?,
                self.typed(operands[1])?,
                self.typed(operands[2])?
            ),
            "gep" => {
                let g = Operation::get_op::<llvm::GetElementPtrOp>(op, ctx)
                    .ok_or_else(|| ExportError("gep".into()))?;
                let mut idx = Vec::new();
                for i in g.indices(ctx) {
                    idx.push(match i {
                        llvm::GepIndex::Constant(c) => format!("i32 {c}"),
                        llvm::GepIndex::Value(v) => self.typed(v)?,
                    });
                }
                format!(
                    "{} = getelementptr {}, {}, {}",
                    res_name(self)?,
                    type_text(ctx, g.src_elem_type(ctx))?,
                    self.typed(operands[0])?,
                    idx.join(", ")
                )
            }
            "load" => {
                let l = Operation::get_op::<llvm::LoadOp>(op, ctx)
                    .ok_or_else(|| ExportError("load".into()))?;
                let r = res.ok_or_else(|| ExportError("load without a result".into()))?;
                format!(
                    "{} = load {}, {}{}",
                    self.name(r)?,
                    self.ty(r)?,
                    self.typed(operands[0])?,
                    align_text(l.alignment(ctx))
                )
            }
            "store" => {
                let s = Operation::get_op::<llvm::StoreOp>(op, ctx)
                    .ok_or_else(|| ExportError("store".into()))?;
                format!(
                    "store {}, {}{}",
                    self.typed(operands[0])?,
                    self.typed(operands[1])?,
                    align_text(s.alignment(ctx))
                )
            }
            "alloca" => {
                let a = Operation::get_op::<llvm::AllocaOp>(op, ctx)
                    .ok_or_else(|| ExportError("alloca".into()))?;
                format!(
                    "{} = alloca {}, {}",
                    res_name(self)?,
                    type_text(ctx, a.result_pointee_type(ctx))?,
                    self.typed(operands[0])?
                )
            }
            "call_intrinsic" => {
                let c = Operation::get_op::<llvm::CallIntrinsicOp>(op, ctx)
                    .ok_or_else(|| ExportError("call_intrinsic".into()))?;
                let name: String = c
                    .get_attr_llvm_intrinsic_name(ctx)
                    .map(|s| String::from(s.clone()))
                    .unwrap_or_default();
                let fty = c
                    .get_attr_llvm_intrinsic_type(ctx)
                    .map(|t| t.get_type(ctx))
                    .ok_or_else(|| ExportError(format!("intrinsic `{name}` without a type")))?;
                let (ret, args) = {
                    let t = fty.deref(ctx);
                    let f = t.downcast_ref::<FuncType>().ok_or_else(|| {
                        ExportError(format!("intrinsic `{name}` type is not a function"))
                    })?;
                    (f.result_type(), f.arg_types())
                };
                let ret_text = type_text(ctx, ret)?;
                let arg_texts = args
                    .iter()
                    .map(|t| type_text(ctx, *t))
                    .collect::<Res<Vec<_>>>()?;
                let decl = format!("declare {ret_text} @{name}({})", arg_texts.join(", "));
                let call_args = operands
                    .iter()
                    .map(|v| self.typed(*v))
                    .collect::<Res<Vec<_>>>()?;
                let call = format!("call {ret_text} @{name}({})", call_args.join(", "));
                self.record_declare(name, decl);
                match res {
                    Some(r) if ret_text != "void" => format!("{} = {call}", self.name(r)?),
                    _ => call,
                }
            }
            "call" => {
                let c = Operation::get_op::<llvm::CallOp>(op, ctx)
                    .ok_or_else(|| ExportError("call".into()))?;
                let callee = c
                    .get_attr_llvm_call_callee(ctx)
                    .map(|i| pliron::identifier::Identifier::from(i.clone()).to_string())
                    .ok_or_else(|| ExportError("indirect calls are not exported".into()))?;
                let r = res.ok_or_else(|| ExportError("call without a result".into()))?;
                let ret = self.ty(r)?;
                let args = operands
                    .iter()
                    .map(|v| self.typed(*v))
                    .collect::<Res<Vec<_>>>()?;
                let call = format!("call {ret} @{callee}({})", args.join(", "));
                if ret == "void" {
                    call
                } else {
                    format!("{} = {call}", self.name(r)?)
                }
            }
            "inline_asm" => {
                let a = Operation::get_op::<llvm::InlineAsmOp>(op, ctx)
                    .ok_or_else(|| ExportError("inline_asm".into()))?;
                let template: String = a
                    .get_attr_llvm_inline_asm_template(ctx)
                    .map(|s| String::from(s.clone()))
                    .unwrap_or_default();
                let constraints: String = a
                    .get_attr_llvm_inline_asm_constraints(ctx)
                    .map(|s| String::from(s.clone()))
                    .unwrap_or_default();
                let side = a
                    .get_attr_llvm_inline_asm_side_effects(ctx)
                    .map(|b| bool::from(b.clone()))
                    .unwrap_or(false);
                let r = res.ok_or_else(|| ExportError("inline asm without a result".into()))?;
                let args = operands
                    .iter()
                    .map(|v| self.typed(*v))
                    .collect::<Res<Vec<_>>>()?;
                format!(
                    "{} = call {} asm {}\"{}\", \"{}\"({})",
                    self.name(r)?,
                    self.ty(r)?,
                    if side { "sideeffect " } else { "" },
                    escape(&template),
                    escape(&constraints),
                    args.join(", ")
                )
            }
            "cmpxchg" => format!(
                "{} = cmpxchg {}, {}, {} monotonic monotonic, align 8",
                res_name(self)?,
                self.typed(operands[0])?,
                self.typed(operands[1])?,
                self.typed(operands[2])?
            ),
            // Only `mir.atomic_add` makes one: an add, aligned to its width (the converter
            // tested the address first).
            "atomicrmw" => format!(
                "{} = atomicrmw add {}, {} monotonic, align {}",
                res_name(self)?,
                self.typed(operands[0])?,
                self.typed(operands[1])?,
                int_width(ctx, operands[1].get_type(ctx)).unwrap_or(32) / 8
            ),
            "br" => format!("br label {}", self.block(o.get_successor(0))?),
            "cond_br" => format!(
                "br {}, label {}, label {}",
                self.typed(operands[0])?,
                self.block(o.get_successor(0))?,
                self.block(o.get_successor(1))?
            ),
            "switch" => {
                let sw = Operation::get_op::<llvm::SwitchOp>(op, ctx)
                    .ok_or_else(|| ExportError("switch".into()))?;
                let width = int_width(ctx, operands[0].get_type(ctx)).unwrap_or(32);
                let mut cases = String::new();
                for case in sw.cases(ctx) {
                    let _ = write!(
                        cases,
                        " i{width} {}, label {}",
                        case.value.value().to_u64(),
                        self.block(case.dest)?
                    );
                }
                format!(
                    "switch {}, label {} [{cases} ]",
                    self.typed(operands[0])?,
                    self.block(sw.default_dest(ctx))?
                )
            }
            "return" => match operands.first() {
                Some(v) => format!("ret {}", self.typed(*v)?),
                None => "ret void".to_string(),
            },
            "unreachable" => "unreachable".to_string(),
            other => return Err(ExportError(format!("op `llvm.{other}` is not exported"))),
        };
        Ok(Some(text))
    }

    fn record_declare(&mut self, name: String, decl: String) {
        self.declares.entry(name).or_insert(decl);
    }
}

fn int_width(ctx: &Context, ty: TypeHandle) -> Option<u32> {
    ty.deref(ctx)
        .downcast_ref::<IntegerType>()
        .map(|t| t.width())
}

fn align_text(a: Option<u32>) -> String {
    a.map(|a| format!(", align {a}")).unwrap_or_default()
}

fn escape(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '"' => "\\22".to_string(),
            '\\' => "\\5C".to_string(),
            c => c.to_string(),
        })
        .collect()
}

fn icmp_text(p: &ICmpPredicateAttr) -> &'static str {
    match p {
        ICmpPredicateAttr::EQ => "eq",
        ICmpPredicateAttr::NE => "ne",
        ICmpPredicateAttr::SLT => "slt",
        ICmpPredicateAttr::SLE => "sle",
        ICmpPredicateAttr::SGT => "sgt",
        ICmpPredicateAttr::SGE => "sge",
        ICmpPredicateAttr::ULT => "ult",
        ICmpPredicateAttr::ULE => "ule",
        ICmpPredicateAttr::UGT => "ugt",
        ICmpPredicateAttr::UGE => "uge",
    }
}

fn fcmp_text(p: &FCmpPredicateAttr) -> &'static str {
    match p {
        FCmpPredicateAttr::False => "false",
        FCmpPredicateAttr::OEQ => "oeq",
        FCmpPredicateAttr::OGT => "ogt",
        FCmpPredicateAttr::OGE => "oge",
        FCmpPredicateAttr::OLT => "olt",
        FCmpPredicateAttr::OLE => "ole",
        FCmpPredicateAttr::ONE => "one",
        FCmpPredicateAttr::ORD => "ord",
        FCmpPredicateAttr::UEQ => "ueq",
        FCmpPredicateAttr::UGT => "ugt",
        FCmpPredicateAttr::UGE => "uge",
        FCmpPredicateAttr::ULT => "ult",
        FCmpPredicateAttr::ULE => "ule",
        FCmpPredicateAttr::UNE => "une",
        FCmpPredicateAttr::UNO => "uno",
        FCmpPredicateAttr::True => "true",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pliron::builtin::types::{FP16Type, Signedness};

    #[test]
    fn types_have_their_llvm_spelling() {
        let ctx = &mut Context::new();
        let i8_ty: TypeHandle = IntegerType::get(ctx, 8, Signedness::Signless).into();
        let f64_ty: TypeHandle = FP64Type::get(ctx).into();
        let p1: TypeHandle = PointerType::get(ctx, 1).into();
        let arr: TypeHandle = ArrayType::get(ctx, i8_ty, 12).into();
        assert_eq!(type_text(ctx, i8_ty).unwrap(), "i8");
        assert_eq!(type_text(ctx, f64_ty).unwrap(), "double");
        assert_eq!(type_text(ctx, p1).unwrap(), "ptr addrspace(1)");
        assert_eq!(type_text(ctx, arr).unwrap(), "[12 x i8]");
    }

    #[test]
    fn a_type_without_a_spelling_is_an_error_naming_it() {
        let ctx = &mut Context::new();
        let half: TypeHandle = FP16Type::get(ctx).into();
        let err = type_text(ctx, half).unwrap_err().to_string();
        assert!(err.starts_with("llvm export: type `"), "{err}");
        assert!(err.ends_with("has no LLVM IR spelling here"), "{err}");
    }
}
