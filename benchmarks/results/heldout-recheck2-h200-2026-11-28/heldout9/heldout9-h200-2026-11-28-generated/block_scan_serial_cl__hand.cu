extern "C" __global__ void block_scan_serial_hand(const float* x, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
    __shared__ float buf[2][256];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
    int i = (unsigned long long)blockIdx.x * 256 + t;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
    buf[0][t] = i < n ? x[i] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
    int src = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
    for (int off = 1; off < 256; off <<= 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
        float v = buf[src][t];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
        if (t >= off)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
            v += buf[src][t - off];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
        buf[1 - src][t] = v;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
        src = 1 - src;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
        __syncthreads();
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
    if (i < n)
#line 20 "/work/main/.stage/main/benchmarks/heldout9/hand/block_scan_serial_hand.cl"
        out[i] = buf[src][t];
}
