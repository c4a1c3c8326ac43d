// Held-out suite (frozen). PolyBench covariance, second kernel: subtract the column means
// from a row-major data matrix (n rows, m columns); work-item (x = column, y = row).
__kernel void cov_center(__global const float *data, __global const float *mean,
                         __global float *centered, int n, int m)
{
    int j = get_global_id(0);
    int i = get_global_id(1);
    if (i < n && j < m)
        centered[i * m + j] = data[i * m + j] - mean[j];
}
