// Held-out suite 15 (frozen). Each diner's share in cents of a bill with a tip in percent,
// rounded up: ceil(bill * (100 + tip) / (100 * people)), in integers.
__kernel void tip_split_cents(__global const int *bill_cents, __global const int *tip_pct,
                              __global const int *people, __global int *share_cents, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int total = bill_cents[i] * (100 + tip_pct[i]);
        int d = 100 * people[i];
        share_cents[i] = (total + d - 1) / d;
    }
}
