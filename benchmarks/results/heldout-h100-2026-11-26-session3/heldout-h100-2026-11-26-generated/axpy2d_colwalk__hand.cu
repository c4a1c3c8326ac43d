extern "C" __global__ void axpy2d_colwalk_hand(float a, const float* x, float* y, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/hand/axpy2d_colwalk_hand.cu"
    int c4 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout/hand/axpy2d_colwalk_hand.cu"
    int r = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout/hand/axpy2d_colwalk_hand.cu"
    if (r < height && 4 * c4 < width) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/hand/axpy2d_colwalk_hand.cu"
        int q = r * width / 4 + c4;
#line 9 "/work/main/.stage/main/benchmarks/heldout/hand/axpy2d_colwalk_hand.cu"
        float4 xv = ((const float4*)x)[q];
#line 10 "/work/main/.stage/main/benchmarks/heldout/hand/axpy2d_colwalk_hand.cu"
        float4 yv = ((float4*)y)[q];
#line 11 "/work/main/.stage/main/benchmarks/heldout/hand/axpy2d_colwalk_hand.cu"
        yv.x = a * xv.x + yv.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout/hand/axpy2d_colwalk_hand.cu"
        yv.y = a * xv.y + yv.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout/hand/axpy2d_colwalk_hand.cu"
        yv.z = a * xv.z + yv.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout/hand/axpy2d_colwalk_hand.cu"
        yv.w = a * xv.w + yv.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout/hand/axpy2d_colwalk_hand.cu"
        ((float4*)y)[q] = yv;
    }
}
