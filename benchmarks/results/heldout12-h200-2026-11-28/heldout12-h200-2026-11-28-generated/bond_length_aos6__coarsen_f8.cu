extern "C" __global__ void bond_length_aos6_cf8x(const float* bonds, float* length, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dx_0 = bonds[6 * i_0 + 3] - bonds[6 * i_0 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dy_0 = bonds[6 * i_0 + 4] - bonds[6 * i_0 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dz_0 = bonds[6 * i_0 + 5] - bonds[6 * i_0 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        length[i_0] = sqrtf(dx_0 * dx_0 + dy_0 * dy_0 + dz_0 * dz_0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dx_1 = bonds[6 * i_1 + 3] - bonds[6 * i_1 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dy_1 = bonds[6 * i_1 + 4] - bonds[6 * i_1 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dz_1 = bonds[6 * i_1 + 5] - bonds[6 * i_1 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        length[i_1] = sqrtf(dx_1 * dx_1 + dy_1 * dy_1 + dz_1 * dz_1);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dx_2 = bonds[6 * i_2 + 3] - bonds[6 * i_2 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dy_2 = bonds[6 * i_2 + 4] - bonds[6 * i_2 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dz_2 = bonds[6 * i_2 + 5] - bonds[6 * i_2 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        length[i_2] = sqrtf(dx_2 * dx_2 + dy_2 * dy_2 + dz_2 * dz_2);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dx_3 = bonds[6 * i_3 + 3] - bonds[6 * i_3 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dy_3 = bonds[6 * i_3 + 4] - bonds[6 * i_3 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dz_3 = bonds[6 * i_3 + 5] - bonds[6 * i_3 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        length[i_3] = sqrtf(dx_3 * dx_3 + dy_3 * dy_3 + dz_3 * dz_3);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dx_4 = bonds[6 * i_4 + 3] - bonds[6 * i_4 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dy_4 = bonds[6 * i_4 + 4] - bonds[6 * i_4 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dz_4 = bonds[6 * i_4 + 5] - bonds[6 * i_4 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        length[i_4] = sqrtf(dx_4 * dx_4 + dy_4 * dy_4 + dz_4 * dz_4);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dx_5 = bonds[6 * i_5 + 3] - bonds[6 * i_5 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dy_5 = bonds[6 * i_5 + 4] - bonds[6 * i_5 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dz_5 = bonds[6 * i_5 + 5] - bonds[6 * i_5 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        length[i_5] = sqrtf(dx_5 * dx_5 + dy_5 * dy_5 + dz_5 * dz_5);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dx_6 = bonds[6 * i_6 + 3] - bonds[6 * i_6 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dy_6 = bonds[6 * i_6 + 4] - bonds[6 * i_6 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dz_6 = bonds[6 * i_6 + 5] - bonds[6 * i_6 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        length[i_6] = sqrtf(dx_6 * dx_6 + dy_6 * dy_6 + dz_6 * dz_6);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dx_7 = bonds[6 * i_7 + 3] - bonds[6 * i_7 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dy_7 = bonds[6 * i_7 + 4] - bonds[6 * i_7 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dz_7 = bonds[6 * i_7 + 5] - bonds[6 * i_7 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        length[i_7] = sqrtf(dx_7 * dx_7 + dy_7 * dy_7 + dz_7 * dz_7);
    }
}
