extern "C" __global__ void bond_length_aos6_opt(const float* bonds, float* length, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float2 bonds_v = *(const float2*)&bonds[6 * i + 0];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float2 bonds_v1 = *(const float2*)&bonds[6 * i + 2];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dx = bonds_v1.y - bonds_v.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float2 bonds_v2 = *(const float2*)&bonds[6 * i + 4];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dy = bonds_v2.x - bonds_v.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        float dz = bonds_v2.y - bonds_v1.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bond_length_aos6.cu"
        length[i] = sqrtf(dx * dx + dy * dy + dz * dz);
    }
}
