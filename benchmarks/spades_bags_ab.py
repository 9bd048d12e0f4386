"""Hand-level duplicate A/B of hard bidding with and without amortized bags (experiment, session 7):
first hands with random bag counts, hard at 20 ms against OPP, each deal played twice with the
sides swapped. Usage: spades_bags_ab.py OPP DEALS. Prints amortized points per deal and the paired
difference with its standard error."""
import sys, json, random, multiprocessing as mp
from cardtable.spades.bot_menu import make_bot
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import SpadesState
from cardtable.spades.ai.bidding import bag_adjustment

def one(args):
    opp, deal, amort = args
    rules = SpadesRules(); out = []
    rb = random.Random(deal)
    b0 = (rb.randrange(10), rb.randrange(10))
    for r in (0, 1):
        bots = []
        for s in range(4):
            if s % 2 == r:
                b = make_bot("hard", deal * 10 + s); b.budget_ms = 20; b.amortize_bags = amort
            else:
                b = make_bot(opp, deal * 10 + s)
                if hasattr(b, "budget_ms"): b.budget_ms = 20
            bots.append(b)
        st = SpadesState(rules, 50000 + deal)
        st.bags = (b0[0], b0[1]) if r == 0 else (b0[1], b0[0])  # hard's side gets b0[0] either way
        bags_before = st.bags
        while not st.history:
            seat = st.to_act
            st.apply(bots[seat].act(st.view(seat)))
        rec = st.history[0]
        sc = {x.team: x for x in rec.scores}
        val = {t: sc[t].hand_points + bag_adjustment(bags_before[t], sc[t].bags, rules) for t in (0, 1)}
        out.append((val[r] - val[1 - r], sc[r].hand_points - sc[1 - r].hand_points, sc[r].contract, sc[r].tricks))
    return (opp, deal, amort, b0, out)

if __name__ == "__main__":
    opp = sys.argv[1]; n = int(sys.argv[2])
    with mp.Pool(2) as pool:
        res = pool.map(one, [(opp, d, a) for d in range(n) for a in (False, True)], chunksize=4)
    json.dump(res, open(f"/tmp/ab2_{opp}.json", "w"))
    import statistics as st
    A = {x[1]: x for x in res if not x[2]}; B = {x[1]: x for x in res if x[2]}
    for name, D in (("base", A), ("amortized", B)):
        am = [sum(o[0] for o in D[d][4]) for d in D]; raw = [sum(o[1] for o in D[d][4]) for d in D]
        sets = sum(o[3] < o[2] for d in D for o in D[d][4]); hands = sum(len(D[d][4]) for d in D)
        print(opp, name, "amortized/deal", round(st.mean(am), 2), "raw/deal", round(st.mean(raw), 2), "set rate", round(sets / hands, 3))
    diffs = [sum(o[0] for o in B[d][4]) - sum(o[0] for o in A[d][4]) for d in A]
    rawd = [sum(o[1] for o in B[d][4]) - sum(o[1] for o in A[d][4]) for d in A]
    print("paired B-A amortized", round(st.mean(diffs), 2), "se", round(st.stdev(diffs) / len(diffs) ** 0.5, 2), "| raw", round(st.mean(rawd), 2), "se", round(st.stdev(rawd) / len(rawd) ** 0.5, 2))
