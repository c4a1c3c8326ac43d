extern "C" __global__ void hypot2d_colwalk_hand(const float* __restrict__ gx, const float* __restrict__ gy, float* __restrict__ mag, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/hand/hypot2d_colwalk_hand.cl"
    int c = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/hypot2d_colwalk_hand.cl"
    int r = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/hypot2d_colwalk_hand.cl"
    if (r < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/hand/hypot2d_colwalk_hand.cl"
        float a = gx[r * width + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout12/hand/hypot2d_colwalk_hand.cl"
        float b = gy[r * width + c];
#line 12 "/work/main/.stage/main/benchmarks/heldout12/hand/hypot2d_colwalk_hand.cl"
        mag[r * width + c] = sqrtf(a * a + b * b);
    }
}
