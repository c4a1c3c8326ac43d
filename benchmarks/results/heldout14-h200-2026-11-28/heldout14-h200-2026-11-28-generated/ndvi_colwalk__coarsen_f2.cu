extern "C" __global__ void ndvi_colwalk_cf2x(const float* nir, const float* red, float* ndvi, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    int row_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    int row_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    int col = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    if (row_0 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        int i_0 = row_0 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float a_0 = nir[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float b_0 = red[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        ndvi[i_0] = (a_0 - b_0) / (a_0 + b_0);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    if (row_1 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        int i_1 = row_1 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float a_1 = nir[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float b_1 = red[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        ndvi[i_1] = (a_1 - b_1) / (a_1 + b_1);
    }
}
