extern "C" __global__ void curl2d_central_cf4x(const float* u, const float* v, float* w, float half_inv_h, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
    if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        int i_0 = y * width + x_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        float c_0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        if (x_0 > 0 && x_0 < width - 1 && y > 0 && y < height - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
            c_0 = (v[i_0 + 1] - v[i_0 - 1] - (u[i_0 + width] - u[i_0 - width])) * half_inv_h;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        w[i_0] = c_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
    if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        int i_1 = y * width + x_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        float c_1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        if (x_1 > 0 && x_1 < width - 1 && y > 0 && y < height - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
            c_1 = (v[i_1 + 1] - v[i_1 - 1] - (u[i_1 + width] - u[i_1 - width])) * half_inv_h;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        w[i_1] = c_1;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
    if (x_2 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        int i_2 = y * width + x_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        float c_2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        if (x_2 > 0 && x_2 < width - 1 && y > 0 && y < height - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
            c_2 = (v[i_2 + 1] - v[i_2 - 1] - (u[i_2 + width] - u[i_2 - width])) * half_inv_h;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        w[i_2] = c_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
    if (x_3 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        int i_3 = y * width + x_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        float c_3 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        if (x_3 > 0 && x_3 < width - 1 && y > 0 && y < height - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
            c_3 = (v[i_3 + 1] - v[i_3 - 1] - (u[i_3 + width] - u[i_3 - width])) * half_inv_h;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        w[i_3] = c_3;
    }
}
