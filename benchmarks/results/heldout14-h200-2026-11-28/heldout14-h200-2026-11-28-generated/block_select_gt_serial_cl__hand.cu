extern "C" __global__ void block_select_gt_serial_hand(const int* __restrict__ vals, int* __restrict__ out, int* __restrict__ count, int thr, int n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    __shared__ int buf[2][256];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    int base = (unsigned long long)blockIdx.x * 256;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    int len = min(256, n - base);
#line 16 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    int v = t < len ? vals[base + t] : 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    int keep = t < len && v > thr ? 1 : 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    buf[0][t] = keep;
#line 19 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    __syncthreads();
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    int cur = 0;
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    for (int off = 1; off < 256; off <<= 1) {
#line 22 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
        int x = buf[cur][t];
#line 23 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
        if (t >= off)
#line 24 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
            x += buf[cur][t - off];
#line 25 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
        buf[1 - cur][t] = x;
#line 26 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
        __syncthreads();
#line 27 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
        cur = 1 - cur;
    }
#line 29 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    int inclusive = buf[cur][t];
#line 30 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    int kept = buf[cur][255];
#line 31 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    if (keep)
#line 32 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
        out[base + inclusive - 1] = v;
#line 33 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    if (t >= kept && t < len)
#line 34 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
        out[base + t] = 0;
#line 35 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
    if (t == 0)
#line 36 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cl"
        count[(unsigned long long)blockIdx.x] = kept;
}
