extern "C" __global__ void bond_length_aos6(const float* bonds, float* length, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dx = bonds[6 * i + 3] - bonds[6 * i + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dy = bonds[6 * i + 4] - bonds[6 * i + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dz = bonds[6 * i + 5] - bonds[6 * i + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        length[i] = sqrtf(dx * dx + dy * dy + dz * dz);
    }
}
