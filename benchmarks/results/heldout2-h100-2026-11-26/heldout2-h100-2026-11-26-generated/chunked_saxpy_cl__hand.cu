extern "C" __global__ void chunked_saxpy_hand(float a, const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cl"
    int T = (unsigned long long)gridDim.x * (unsigned long long)blockDim.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cl"
    for (int v = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x; v < n / 4; v += T) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cl"
        float4 xv = ((const float4*)x)[v];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cl"
        float4 yv = ((float4*)y)[v];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cl"
        yv.x = a * xv.x + yv.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cl"
        yv.y = a * xv.y + yv.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cl"
        yv.z = a * xv.z + yv.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cl"
        yv.w = a * xv.w + yv.w;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cl"
        ((float4*)y)[v] = yv;
    }
}
