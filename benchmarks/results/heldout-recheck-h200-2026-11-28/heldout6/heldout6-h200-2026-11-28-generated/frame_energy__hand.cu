extern "C" __global__ void frame_energy_hand(const float* x, float* e, int nframes, int flen) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cu"
    int lane = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cu"
    int r = blockIdx.x * 8 + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cu"
    float acc = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cu"
    int q = flen >> 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cu"
    if (r < nframes)
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cu"
        for (int j = lane; j < q; j += 32) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cu"
            float4 v = ((const float4*)x)[r * q + j];
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cu"
            acc += v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 17 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cu"
        acc += __shfl_xor_sync(4294967295u, acc, off);
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cu"
    if (r < nframes && lane == 0)
#line 19 "/work/main/.stage/main/benchmarks/heldout6/hand/frame_energy_hand.cu"
        e[r] = acc;
}
