// Held-out suite 14 (frozen), hand version of block_select_gt_serial: every thread of the block
// tests its row; a ballot gives each warp its selected lanes and each lane the number selected
// before it in the warp, the eight warp counts go through shared memory (one barrier), and each
// thread then writes its own slot: a selected value to its packed place, a zero to slot t when
// t is at or past the block's count. The two sets of slots are disjoint, so every output slot
// is written exactly once, by one thread, with a plain store. Blocks of exactly 256.
extern "C" __global__ void block_select_gt_serial_hand(const int *__restrict__ vals,
                                                       int *__restrict__ out,
                                                       int *__restrict__ count, int thr, int n)
{
    __shared__ int warp_count[8];
    int t = threadIdx.x;
    int lane = t & 31, warp = t >> 5;
    int base = blockIdx.x * 256;
    int len = min(256, n - base);
    int v = (t < len) ? vals[base + t] : 0;
    int keep = (t < len) && (v > thr);
    unsigned int sel = __ballot_sync(0xffffffffu, keep);
    int before = __popc(sel & ((1u << lane) - 1u));
    if (lane == 0)
        warp_count[warp] = __popc(sel);
    __syncthreads();
    int offset = 0, kept = 0;
    for (int w = 0; w < 8; w++) {
        int c = warp_count[w];
        if (w < warp)
            offset += c;
        kept += c;
    }
    if (keep)
        out[base + offset + before] = v;
    if (t >= kept && t < len)
        out[base + t] = 0;
    if (t == 0)
        count[blockIdx.x] = kept;
}
