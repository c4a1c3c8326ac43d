extern "C" __global__ void chunked_saxpy_hand(float a, const float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cu"
    int T = gridDim.x * blockDim.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cu"
    for (int v = blockIdx.x * blockDim.x + threadIdx.x; v < n / 4; v += T) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cu"
        float4 xv = ((const float4*)x)[v];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cu"
        float4 yv = ((float4*)y)[v];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cu"
        yv.x = a * xv.x + yv.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cu"
        yv.y = a * xv.y + yv.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cu"
        yv.z = a * xv.z + yv.z;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cu"
        yv.w = a * xv.w + yv.w;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/chunked_saxpy_hand.cu"
        ((float4*)y)[v] = yv;
    }
}
