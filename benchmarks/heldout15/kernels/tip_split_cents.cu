// Held-out suite 15 (frozen). Each diner's share in cents of a bill with a tip in percent,
// rounded up: ceil(bill * (100 + tip) / (100 * people)), in integers.
extern "C" __global__ void tip_split_cents(const int *bill_cents, const int *tip_pct,
                                           const int *people, int *share_cents, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int total = bill_cents[i] * (100 + tip_pct[i]);
        int d = 100 * people[i];
        share_cents[i] = (total + d - 1) / d;
    }
}
