extern "C" __global__ void coo_sym_scale_cf16x_st32(const int* row, const int* col, const float* val, const float* dinv, float* out, int nnz) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_4;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_5;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_6;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_7;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_8;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_9;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_10;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_11;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_12;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_13;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_14;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_15;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        e_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_0 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_0] = val[e_0] * dinv[row[e_0]] * dinv[col[e_0]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_1 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_1] = val[e_1] * dinv[row[e_1]] * dinv[col[e_1]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_2 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_2] = val[e_2] * dinv[row[e_2]] * dinv[col[e_2]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_3 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_3] = val[e_3] * dinv[row[e_3]] * dinv[col[e_3]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_4 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_4] = val[e_4] * dinv[row[e_4]] * dinv[col[e_4]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_5 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_5] = val[e_5] * dinv[row[e_5]] * dinv[col[e_5]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_6 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_6] = val[e_6] * dinv[row[e_6]] * dinv[col[e_6]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_7 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_7] = val[e_7] * dinv[row[e_7]] * dinv[col[e_7]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_8 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_8] = val[e_8] * dinv[row[e_8]] * dinv[col[e_8]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_9 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_9] = val[e_9] * dinv[row[e_9]] * dinv[col[e_9]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_10 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_10] = val[e_10] * dinv[row[e_10]] * dinv[col[e_10]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_11 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_11] = val[e_11] * dinv[row[e_11]] * dinv[col[e_11]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_12 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_12] = val[e_12] * dinv[row[e_12]] * dinv[col[e_12]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_13 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_13] = val[e_13] * dinv[row[e_13]] * dinv[col[e_13]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_14 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_14] = val[e_14] * dinv[row[e_14]] * dinv[col[e_14]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (e_15 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
            out[e_15] = val[e_15] * dinv[row[e_15]] * dinv[col[e_15]];
}
