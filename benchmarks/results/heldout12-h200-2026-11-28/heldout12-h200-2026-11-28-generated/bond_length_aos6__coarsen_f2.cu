extern "C" __global__ void bond_length_aos6_cf2x(const float* bonds, float* length, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
