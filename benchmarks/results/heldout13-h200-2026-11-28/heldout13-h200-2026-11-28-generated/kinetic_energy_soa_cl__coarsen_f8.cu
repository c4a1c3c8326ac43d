extern "C" __global__ void kinetic_energy_soa_cf8x(const float* m, const float* vx, const float* vy, const float* vz, float* ke, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float a_0 = vx[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float b_0 = vy[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float c_0 = vz[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        ke[i_0] = 0.5f * m[i_0] * (a_0 * a_0 + b_0 * b_0 + c_0 * c_0);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float a_1 = vx[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float b_1 = vy[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float c_1 = vz[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        ke[i_1] = 0.5f * m[i_1] * (a_1 * a_1 + b_1 * b_1 + c_1 * c_1);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float a_2 = vx[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float b_2 = vy[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float c_2 = vz[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        ke[i_2] = 0.5f * m[i_2] * (a_2 * a_2 + b_2 * b_2 + c_2 * c_2);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float a_3 = vx[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float b_3 = vy[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float c_3 = vz[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        ke[i_3] = 0.5f * m[i_3] * (a_3 * a_3 + b_3 * b_3 + c_3 * c_3);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float a_4 = vx[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float b_4 = vy[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float c_4 = vz[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        ke[i_4] = 0.5f * m[i_4] * (a_4 * a_4 + b_4 * b_4 + c_4 * c_4);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float a_5 = vx[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float b_5 = vy[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float c_5 = vz[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        ke[i_5] = 0.5f * m[i_5] * (a_5 * a_5 + b_5 * b_5 + c_5 * c_5);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float a_6 = vx[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float b_6 = vy[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float c_6 = vz[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        ke[i_6] = 0.5f * m[i_6] * (a_6 * a_6 + b_6 * b_6 + c_6 * c_6);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float a_7 = vx[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float b_7 = vy[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float c_7 = vz[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        ke[i_7] = 0.5f * m[i_7] * (a_7 * a_7 + b_7 * b_7 + c_7 * c_7);
    }
}
