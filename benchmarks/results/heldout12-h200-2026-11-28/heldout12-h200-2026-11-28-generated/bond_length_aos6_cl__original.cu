extern "C" __global__ void bond_length_aos6(const float* bonds, float* length, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cl"
        float dx = bonds[6 * i + 3] - bonds[6 * i + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cl"
        float dy = bonds[6 * i + 4] - bonds[6 * i + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cl"
        float dz = bonds[6 * i + 5] - bonds[6 * i + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cl"
        length[i] = sqrtf(dx * dx + dy * dy + dz * dz);
    }
}
