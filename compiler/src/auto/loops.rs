//! The control-flow facts of a LoweredOp function that loop analysis needs: successors and
//! predecessors, reverse post-order, dominators (Cooper, Harvey and Kennedy's iterative
//! algorithm) and the natural loops with their nest tree.
//!
//! A loop is identified by its header; back edges to the same header are merged into one loop.
//! Loops are numbered in the layout order of their headers, so ids are stable for a given
//! function. This module knows nothing about values, induction variables or memory.

use lowered_ir::{BlockId, LoweredFunction};
use std::collections::{BTreeMap, BTreeSet};

/// The CFG of a function, by index into `LoweredFunction::blocks` (layout order).
#[derive(Clone, Debug)]
pub struct Cfg {
    pub ids: Vec<BlockId>,
    pub succs: Vec<Vec<usize>>,
    pub preds: Vec<Vec<usize>>,
    /// Blocks reachable from the entry, in reverse post-order.
    pub rpo: Vec<usize>,
    /// Immediate dominator of each reachable block (the entry's is itself); `None` when
    /// unreachable.
    pub idom: Vec<Option<usize>>,
}

impl Cfg {
    pub fn new(f: &LoweredFunction) -> Cfg {
        let index = f.block_positions();
        let n = f.blocks.len();
        let mut succs = vec![Vec::new(); n];
        let mut preds = vec![Vec::new(); n];
        for (i, b) in f.blocks.iter().enumerate() {
            for s in b.term.successors() {
                if let Some(&j) = index.get(&s.block) {
                    if !succs[i].contains(&j) {
                        succs[i].push(j);
                        preds[j].push(i);
                    }
                }
            }
        }
        let rpo = reverse_post_order(&succs, n);
        let idom = dominators(&preds, &rpo, n);
        Cfg {
            ids: f.blocks.iter().map(|b| b.id).collect(),
            succs,
            preds,
            rpo,
            idom,
        }
    }

    /// The index of block `id`, where it is one of the function's blocks.
    pub fn index(&self, id: BlockId) -> Option<usize> {
        self.ids.iter().position(|x| *x == id)
    }

    /// Whether block `a` dominates block `b` (both reachable).
    pub fn dominates(&self, a: usize, mut b: usize) -> bool {
        loop {
            if a == b {
                return true;
            }
            match self.idom[b] {
                Some(d) if d != b => b = d,
                _ => return false,
            }
        }
    }
}

fn reverse_post_order(succs: &[Vec<usize>], n: usize) -> Vec<usize> {
    let mut post = Vec::with_capacity(n);
    if n == 0 {
        return post;
    }
    let mut seen = vec![false; n];
    // An explicit stack of (block, next successor to visit): no recursion on deep CFGs.
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    while let Some((b, i)) = stack.pop() {
        if let Some(&s) = succs[b].get(i) {
            stack.push((b, i + 1));
            if !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
        }
    }
    post.reverse();
    post
}

fn dominators(preds: &[Vec<usize>], rpo: &[usize], n: usize) -> Vec<Option<usize>> {
    let mut order = vec![usize::MAX; n];
    for (i, &b) in rpo.iter().enumerate() {
        order[b] = i;
    }
    let mut idom: Vec<Option<usize>> = vec![None; n];
    if let Some(&entry) = rpo.first() {
        idom[entry] = Some(entry);
    }
    let intersect = |idom: &[Option<usize>], mut a: usize, mut b: usize| -> usize {
        while a != b {
            while order[a] > order[b] {
                a = idom[a].unwrap_or(a);
            }
            while order[b] > order[a] {
                b = idom[b].unwrap_or(b);
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in rpo.iter().skip(1) {
            let mut new: Option<usize> = None;
            for &p in &preds[b] {
                if idom[p].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(cur) => intersect(&idom, p, cur),
                });
            }
            if new.is_some() && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom
}

/// A natural loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    /// Index of the header block.
    pub header: usize,
    /// Blocks of the loop (header included), by block index.
    pub blocks: BTreeSet<usize>,
    /// Blocks with a back edge to the header.
    pub latches: Vec<usize>,
    /// The enclosing loop.
    pub parent: Option<usize>,
    pub children: Vec<usize>,
    /// 0 for an outermost loop.
    pub depth: usize,
}

/// All natural loops of a function and their nesting.
#[derive(Clone, Debug, Default)]
pub struct LoopForest {
    /// Ordered by the layout index of their headers.
    pub loops: Vec<Loop>,
    /// The innermost loop holding each block.
    pub innermost: Vec<Option<usize>>,
}

impl LoopForest {
    pub fn new(cfg: &Cfg) -> LoopForest {
        let n = cfg.ids.len();
        let mut by_header: BTreeMap<usize, (BTreeSet<usize>, Vec<usize>)> = BTreeMap::new();
        for &b in &cfg.rpo {
            for &s in &cfg.succs[b] {
                if cfg.idom[s].is_some() && cfg.dominates(s, b) {
                    let entry = by_header.entry(s).or_default();
                    entry.1.push(b);
                    // The loop body: the header plus everything that reaches the latch
                    // without passing through the header.
                    entry.0.insert(s);
                    let mut work = vec![b];
                    while let Some(x) = work.pop() {
                        if cfg.idom[x].is_some() && entry.0.insert(x) {
                            work.extend(cfg.preds[x].iter().copied());
                        }
                    }
                }
            }
        }
        let mut loops: Vec<Loop> = by_header
            .into_iter()
            .map(|(header, (blocks, latches))| Loop {
                header,
                blocks,
                latches,
                parent: None,
                children: Vec::new(),
                depth: 0,
            })
            .collect();
        // The parent is the smallest other loop that contains the header.
        for i in 0..loops.len() {
            let mut best: Option<usize> = None;
            for j in 0..loops.len() {
                if i != j
                    && loops[j].blocks.contains(&loops[i].header)
                    && loops[j].blocks.len() > loops[i].blocks.len()
                    && best.is_none_or(|b| loops[j].blocks.len() < loops[b].blocks.len())
                {
                    best = Some(j);
                }
            }
            loops[i].parent = best;
        }
        for i in 0..loops.len() {
            if let Some(p) = loops[i].parent {
                loops[p].children.push(i);
            }
            let mut d = 0;
            let mut cur = loops[i].parent;
            while let Some(p) = cur {
                d += 1;
                cur = loops[p].parent;
                if d > loops.len() {
                    break;
                }
            }
            loops[i].depth = d;
        }
        let mut innermost = vec![None; n];
        for (b, slot) in innermost.iter_mut().enumerate() {
            *slot = (0..loops.len())
                .filter(|&l| loops[l].blocks.contains(&b))
                .min_by_key(|&l| loops[l].blocks.len());
        }
        LoopForest { loops, innermost }
    }

    /// Whether loop `inner` is `outer` or nested in it.
    pub fn within(&self, inner: usize, outer: usize) -> bool {
        let mut cur = Some(inner);
        let mut steps = 0;
        while let Some(l) = cur {
            if l == outer {
                return true;
            }
            cur = self.loops[l].parent;
            steps += 1;
            if steps > self.loops.len() {
                return false;
            }
        }
        false
    }

    /// The loops containing block `b`, outermost first.
    pub fn chain(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut cur = self.innermost.get(b).copied().flatten();
        while let Some(l) = cur {
            if out.contains(&l) {
                break;
            }
            out.push(l);
            cur = self.loops[l].parent;
        }
        out.reverse();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_loops_have_parents_and_depths() {
        let text = "function @f(i32) -> () {
block0(v0: i32):
  v1: i32 = iconst 0x0
  jump block1(v1)
block1(v2: i32):
  jump block2(v1)
block2(v3: i32):
  v4: i32 = iconst 0x1
  v5: i32 = iadd v3, v4
  v6: i8 = icmp ult v5, v0
  brif v6, block2(v5), block3()
block3():
  v7: i32 = iadd v2, v4
  v8: i8 = icmp ult v7, v0
  brif v8, block1(v7), block4()
block4():
  return
}
";
        let f = lowered_ir::parse_function(text).expect("parses");
        let cfg = Cfg::new(&f);
        let forest = LoopForest::new(&cfg);
        assert_eq!(forest.loops.len(), 2);
        assert_eq!(forest.loops[0].header, 1);
        assert_eq!(forest.loops[0].blocks, BTreeSet::from([1, 2, 3]));
        assert_eq!(forest.loops[1].header, 2);
        assert_eq!(forest.loops[1].parent, Some(0));
        assert_eq!(forest.loops[1].depth, 1);
        assert_eq!(forest.loops[0].children, vec![1]);
        assert_eq!(forest.chain(2), vec![0, 1]);
        assert!(cfg.dominates(1, 3));
        assert!(!cfg.dominates(3, 2));
    }
}
