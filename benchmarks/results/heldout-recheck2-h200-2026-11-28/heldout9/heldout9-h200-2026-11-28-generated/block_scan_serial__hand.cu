extern "C" __global__ void block_scan_serial_hand(const float* x, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
    __shared__ float wsum[8];
#line 7 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
    int t = threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
    int lane = t % 32;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
    int w = t / 32;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
    int i = blockIdx.x * 256 + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
    float v = i < n ? x[i] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
    for (int off = 1; off < 32; off <<= 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
        float u = __shfl_up_sync(4294967295u, v, off);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
        if (lane >= off)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
            v += u;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
    if (lane == 31)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
        wsum[w] = v;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
    if (w == 0) {
#line 19 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
        float s = lane < 8 ? wsum[lane] : 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
        for (int off_1 = 1; off_1 < 8; off_1 <<= 1) {
#line 21 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
            float u_1 = __shfl_up_sync(4294967295u, s, off_1);
#line 22 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
            if (lane >= off_1)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
                s += u_1;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
        if (lane < 8)
#line 26 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
            wsum[lane] = s;
    }
#line 28 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
    __syncthreads();
#line 29 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
    if (w > 0)
#line 30 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
        v += wsum[w - 1];
#line 31 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
    if (i < n)
#line 32 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cu"
        out[i] = v;
}
