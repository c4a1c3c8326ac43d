// Batched binary search: for every key, the first index i with sorted[i] >= key
// (lower bound) if sorted[i] == key, else -1.
__kernel void binary_search(__global const int *sorted, const int n,
                            __global const int *keys, __global int *result, const int num_keys)
{
    int gid = get_global_id(0);
    if (gid >= num_keys)
        return;

    int key = keys[gid];
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = lo + ((hi - lo) >> 1);
        if (sorted[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    result[gid] = (lo < n && sorted[lo] == key) ? lo : -1;
}
