extern "C" __global__ void mass_spring_chain_cf4x(const float* x, const float* v, float* xo, float* vo, float k, float dt, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
    if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
        float xi_0 = x[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
        if (i_0 == 0 || i_0 == n - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            xo[i_0] = xi_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            vo[i_0] = 0.0f;
        } else {
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            float nv_0 = v[i_0] + dt * (k * (x[i_0 - 1] - 2.0f * xi_0 + x[i_0 + 1]));
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            vo[i_0] = nv_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            xo[i_0] = xi_0 + dt * nv_0;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
    if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
        float xi_1 = x[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
        if (i_1 == 0 || i_1 == n - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            xo[i_1] = xi_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            vo[i_1] = 0.0f;
        } else {
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            float nv_1 = v[i_1] + dt * (k * (x[i_1 - 1] - 2.0f * xi_1 + x[i_1 + 1]));
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            vo[i_1] = nv_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            xo[i_1] = xi_1 + dt * nv_1;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
    if (i_2 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
        float xi_2 = x[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
        if (i_2 == 0 || i_2 == n - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            xo[i_2] = xi_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            vo[i_2] = 0.0f;
        } else {
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            float nv_2 = v[i_2] + dt * (k * (x[i_2 - 1] - 2.0f * xi_2 + x[i_2 + 1]));
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            vo[i_2] = nv_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            xo[i_2] = xi_2 + dt * nv_2;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
    if (i_3 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
        float xi_3 = x[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
        if (i_3 == 0 || i_3 == n - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            xo[i_3] = xi_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            vo[i_3] = 0.0f;
        } else {
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            float nv_3 = v[i_3] + dt * (k * (x[i_3 - 1] - 2.0f * xi_3 + x[i_3 + 1]));
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            vo[i_3] = nv_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            xo[i_3] = xi_3 + dt * nv_3;
        }
    }
}
