extern "C" __global__ void ndvi_colwalk_opt(const float* nir, const float* red, float* ndvi, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    int row = blockIdx.x * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    int col = blockIdx.y * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    if (row < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        int i = row * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float a = nir[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float b = red[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        ndvi[i] = (a - b) / (a + b);
    }
}
