extern "C" __global__ void ndvi_colwalk_cf2x(const float* nir, const float* red, float* ndvi, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    int row_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    int row_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    int col = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if (row_0 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        int i_0 = row_0 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        float a_0 = nir[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        float b_0 = red[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        ndvi[i_0] = (a_0 - b_0) / (a_0 + b_0);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if (row_1 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        int i_1 = row_1 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        float a_1 = nir[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        float b_1 = red[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        ndvi[i_1] = (a_1 - b_1) / (a_1 + b_1);
    }
}
