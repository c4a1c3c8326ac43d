extern "C" __global__ void frame_energy_hand(const float* x, float* e, int nframes, int flen) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
    __shared__ float part[8][32];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
    int row = (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
    int r = (unsigned long long)blockIdx.x * 8 + row;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
    float acc = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
    int q = flen >> 2;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
    if (r < nframes)
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
        for (int j = lane; j < q; j += 32) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
            float4 v = ((const float4*)x)[r * q + j];
#line 16 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
            acc += v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
    part[row][lane] = acc;
#line 19 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
    __syncthreads();
#line 20 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 21 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
        if (lane < st)
#line 22 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
            part[row][lane] += part[row][lane + st];
#line 23 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
        __syncthreads();
    }
#line 25 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
    acc = part[row][0];
#line 26 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
    if (r < nframes && lane == 0)
#line 27 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cl"
        e[r] = acc;
}
