extern "C" __global__ void row_weight_lerp2d_hand(const float* __restrict__ A, const float* __restrict__ B, const float* __restrict__ wrow, float* __restrict__ out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/hand/row_weight_lerp2d_hand.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/row_weight_lerp2d_hand.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/row_weight_lerp2d_hand.cu"
    if (y < height && x < width) {
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/row_weight_lerp2d_hand.cu"
        unsigned long long i = (unsigned long long)y * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/row_weight_lerp2d_hand.cu"
        float a = A[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout11/hand/row_weight_lerp2d_hand.cu"
        out[i] = a + wrow[y] * (B[i] - a);
    }
}
