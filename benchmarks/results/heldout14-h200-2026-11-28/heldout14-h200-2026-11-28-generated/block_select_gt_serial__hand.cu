extern "C" __global__ void block_select_gt_serial_hand(const int* __restrict__ vals, int* __restrict__ out, int* __restrict__ count, int thr, int n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    __shared__ int warp_count[8];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    int t = threadIdx.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    int lane = t & 31;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    int warp = t >> 5;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    int base = blockIdx.x * 256;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    int len = min(256, n - base);
#line 16 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    int v = t < len ? vals[base + t] : 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    int keep = t < len && v > thr;
#line 18 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    unsigned int sel = __ballot_sync(4294967295u, keep);
#line 19 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    int before = __popc(sel & ((1u << lane) - 1u));
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    if (lane == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
        warp_count[warp] = __popc(sel);
#line 22 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    __syncthreads();
#line 23 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    int offset = 0;
#line 23 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    int kept = 0;
#line 24 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    for (int w = 0; w < 8; w++) {
#line 25 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
        int c = warp_count[w];
#line 26 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
        if (w < warp)
#line 27 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
            offset += c;
#line 28 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
        kept += c;
    }
#line 30 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    if (keep)
#line 31 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
        out[base + offset + before] = v;
#line 32 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    if (t >= kept && t < len)
#line 33 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
        out[base + t] = 0;
#line 34 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
    if (t == 0)
#line 35 "/work/main/.stage/main/benchmarks/heldout14/hand/block_select_gt_serial_hand.cu"
        count[blockIdx.x] = kept;
}
