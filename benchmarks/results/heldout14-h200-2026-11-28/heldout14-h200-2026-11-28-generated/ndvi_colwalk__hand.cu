extern "C" __global__ void ndvi_colwalk_hand(const float* __restrict__ nir, const float* __restrict__ red, float* __restrict__ ndvi, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/hand/ndvi_colwalk_hand.cu"
    int col = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/hand/ndvi_colwalk_hand.cu"
    int row = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/hand/ndvi_colwalk_hand.cu"
    if (row < height && col < width) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/ndvi_colwalk_hand.cu"
        int i = row * width + col;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/ndvi_colwalk_hand.cu"
        float a = nir[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/ndvi_colwalk_hand.cu"
        float b = red[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/ndvi_colwalk_hand.cu"
        ndvi[i] = (a - b) / (a + b);
    }
}
